import { mountStandalone } from '@claims/ui';
import MediaRoutes from './app/routes';
import { areaTitle, pages } from './config/paths';

// Standalone only: inside the site the shell provides the router, theme, query cache and chrome.
mountStandalone(MediaRoutes, {
  title: areaTitle,
  links: Object.values(pages).map((page) => ({ to: page.path, label: page.title })),
});
