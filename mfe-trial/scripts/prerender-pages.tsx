/**
 * Writes dist/prerender.json: the first screen of /trial-dashboard and /dealer-portal as static HTML with their CSS,
 * rendered at build time from the pages' own components, so the edge can put it in the first response and the
 * visitor sees the page's heading before any JavaScript has run. Both pages depend on who is signed in, so the
 * snapshot holds what every visitor shares (headings, fixed figures) and fixed-size placeholders for the rest; it
 * is as tall as the screen, so nothing below it moves when the live page replaces it. The case page has a path
 * parameter and the edge serves snapshots by exact path, so it starts from the shell's skeleton.
 */
import './react-global';
import path from 'node:path';
import { writePrerenderedPages } from '@claims/ui/prerender';
import { pages } from '../src/config/paths';
import { TrialDashboardSkeleton } from '../src/features/dashboard/components/trial-dashboard-page';
import { DealerPortalSkeleton } from '../src/features/dealer-portal/components/dealer-portal-page';

writePrerenderedPages(path.resolve(__dirname, '../dist/prerender.json'), [
  { path: pages.dashboard.path, element: <TrialDashboardSkeleton /> },
  { path: pages.dealerPortal.path, element: <DealerPortalSkeleton /> },
]);
