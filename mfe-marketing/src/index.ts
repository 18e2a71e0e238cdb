// The async boundary that lets the shared singletons (react, router, styled-components…) be negotiated first.
import('./bootstrap');
