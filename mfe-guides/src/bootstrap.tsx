import { mountStandalone } from '@claims/ui';
import GuidesRoutes from './app/routes';
import { areaTitle, pages } from './config/paths';

// Standalone only: inside the site the shell provides the router, theme, query cache and chrome.
mountStandalone(GuidesRoutes, {
  title: areaTitle,
  links: Object.values(pages)
    .filter((page) => !page.path.includes(':'))
    .map((page) => ({ to: page.path, label: page.title })),
});
