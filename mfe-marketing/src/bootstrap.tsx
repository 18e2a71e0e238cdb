import { mountStandalone } from '@claims/ui';
import MarketingRoutes from './app/routes';
import { areaTitle, pages } from './config/paths';

// Standalone only: inside the site the shell provides the router, theme, query cache and chrome.
mountStandalone(MarketingRoutes, {
  title: areaTitle,
  // Pages with a parameter (/thing/:id) are reached from other pages, not from the frame's links.
  links: Object.values(pages)
    .filter((page) => !page.path.includes(':'))
    .map((page) => ({ to: page.path, label: page.title })),
});
