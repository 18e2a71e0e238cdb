/**
 * Writes dist/prerender.json: the first screen of the trial pages as static HTML with their CSS, rendered at build
 * time from the pages' own components, so the edge can put it in the first response and the visitor sees the
 * page's heading before any JavaScript has run. The pages depend on who is signed in, so each snapshot holds what
 * every visitor shares (headings, fixed figures, the sign-in page's words) and fixed-size placeholders for the rest;
 * each is as tall as the screen, so nothing below it moves when the live page replaces it. The case page's entry
 * has a path parameter: the edge serves it for every case address, and fills its `data` template with the visitor's
 * case when it can read it, so the first response already shows the case.
 */
import './react-global';
import path from 'node:path';
import { writePrerenderedPages } from '@claims/ui/prerender';
import { pages } from '../src/config/paths';
import { caseApiPattern } from '../src/lib/cases/get-case';
import { AdminUsersSkeleton } from '../src/app/routes/admin-users';
import { AuthPageSkeleton } from '../src/features/auth/components/auth-page-frame';
import { CaseDetailLoading } from '../src/features/case-detail/components/case-detail-loading';
import { CaseFirstScreenSnapshot } from '../src/features/case-detail/components/case-first-screen';
import { TrialDashboardSkeleton } from '../src/app/routes/trial-dashboard';
import { DealerPortalSkeleton } from '../src/app/routes/dealer-portal';
import { NewCasePageSkeleton } from '../src/features/new-case/components/new-case-frame';

writePrerenderedPages(path.resolve(__dirname, '../dist/prerender.json'), [
  { path: pages.auth.path, element: <AuthPageSkeleton prerendered /> },
  { path: pages.dashboard.path, element: <TrialDashboardSkeleton /> },
  { path: pages.newCase.path, element: <NewCasePageSkeleton /> },
  {
    path: pages.case.path,
    element: <CaseDetailLoading />,
    // Filled by the edge with the visitor's case when it can read it (the `claims_access` cookie).
    data: { api: caseApiPattern, element: <CaseFirstScreenSnapshot /> },
  },
  { path: pages.dealerPortal.path, element: <DealerPortalSkeleton /> },
  { path: pages.adminUsers.path, element: <AdminUsersSkeleton /> },
]);
