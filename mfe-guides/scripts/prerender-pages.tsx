/**
 * Writes dist/prerender.json: the first screen of /repair-guides (hero, search, category chips and the loading
 * grid) as static HTML with its CSS, so the edge can put it in the first response and the visitor sees the page
 * before any JavaScript has run. The shell shows this snapshot until the remote renders the live page over it
 * (the same markup, so nothing moves). Same mechanism as the marketing landing hero (docs/platform.md,
 * "Federation"). Pages whose first screen depends on who is signed in (/upload-guide, /admin) are not
 * prerendered: a snapshot would show a signed-in visitor the signed-out screen first.
 */
import './react-global';
import './asset-stub';
import path from 'node:path';
import { writePrerenderedPages } from '@claims/ui/prerender';
import { pages } from '../src/config/paths';
import { GuideLibraryPage } from '../src/features/guides/components/guide-library-page';

writePrerenderedPages(path.resolve(__dirname, '../dist/prerender.json'), [
  { path: pages.library.path, element: <GuideLibraryPage /> },
]);
