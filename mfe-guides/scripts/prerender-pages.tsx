/**
 * Writes dist/prerender.json: the first screen of /repair-guides (hero, search, category chips and the loading
 * grid) as static HTML with its CSS, so the edge can put it in the first response and the visitor sees the page
 * before any JavaScript has run. The shell shows this snapshot until the remote renders the live page over it
 * (the same markup, so nothing moves). Same mechanism as the marketing landing hero (docs/platform.md,
 * "Federation"). A guide's page (`/repair-guide/:id`, one snapshot for every id) shows its loading frame. /admin
 * and /upload-guide depend on who is signed in, so their snapshots hold the heading, the intro and a placeholder
 * shaped like the signed-out notice.
 */
import './react-global';
import './asset-stub';
import path from 'node:path';
import { writePrerenderedPages } from '@claims/ui/prerender';
import { pages } from '../src/config/paths';
import { GuideLibraryPage } from '../src/app/routes/repair-guides';
import { GuideDetailLoading } from '../src/app/routes/repair-guide';
import { SampleGeneratorSkeleton } from '../src/app/routes/admin';
import { UploadGuideSkeleton } from '../src/app/routes/upload-guide';

writePrerenderedPages(path.resolve(__dirname, '../dist/prerender.json'), [
  { path: pages.library.path, element: <GuideLibraryPage /> },
  // One snapshot for every guide's address (the edge matches `:id`): the page while the guide loads.
  { path: pages.guide.path, element: <GuideDetailLoading />, record: '/api/guides/:id' },
  { path: pages.admin.path, element: <SampleGeneratorSkeleton /> },
  { path: pages.upload.path, element: <UploadGuideSkeleton /> },
]);
