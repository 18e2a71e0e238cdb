// Shared by every area: @claims/ui. This area's pages still import it from here.
export { useScrollToHash } from '@claims/ui';
