import type { CaseDetail } from '@claims/contracts';
import { NotFoundPage, Toaster } from '@claims/ui';
import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { paths } from '../config/paths';
import { AuthPageSkeleton } from '../features/auth/components/auth-page-frame';
import { CaseDetailLoading } from '../features/case-detail/components/case-detail-loading';
import { CaseFirstScreen } from '../features/case-detail/components/case-first-screen';
import { getCaseQueryOptions } from '../lib/cases/get-case';
import { trialKeys } from '../lib/query-keys';
import { RequireSession } from '../lib/require-session';

// Each page is its own chunk: the dashboard never loads the dealer portal, the case page, the admin list or the
// forms (and their validation library), and back. While a page's chunk loads, the shell's boundary keeps the
// prerendered snapshot (or its skeleton) on screen. /auth and the case page have boundaries of their own showing their
// first screen: /auth is reached from other pages after a render (a signed-out visitor), and a case page's snapshot
// must stay while the case itself loads.
const AuthPage = lazy(() => import('./routes/auth').then((m) => ({ default: m.AuthPage })));
const TrialDashboardPage = lazy(() =>
  import('./routes/trial-dashboard').then((m) => ({
    default: m.TrialDashboardPage,
  })),
);
const NewCasePage = lazy(() => import('./routes/new-case').then((m) => ({ default: m.NewCasePage })));
const CaseDetailPage = lazy(() =>
  import('./routes/case-detail').then((m) => ({ default: m.CaseDetailPage })),
);
const AdminUsersPage = lazy(() =>
  import('./routes/admin-users').then((m) => ({ default: m.AdminUsersPage })),
);
const DealerPortalPage = lazy(() =>
  import('./routes/dealer-portal').then((m) => ({
    default: m.DealerPortalPage,
  })),
);

/**
 * The case page asks for its case while its code loads (both at once rather than one after the other). When the edge
 * sent the case with the page (its first screen already shows it), the query starts from that record and nothing is
 * asked before the page renders: until the page's code is here, the same first screen stays, built from the same
 * parts, so nothing moves. Without it, the page's full-height loading frame shows (the same as the plain snapshot)
 * until both are here.
 */
function CaseDetailRoute() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  // While rendering, not after the commit: React holds back revealing a suspended tree for a moment (its fallback
  // throttle), and the request need not wait for that. A case sent with the page is already in the cache.
  usePrefetchQuery(getCaseQueryOptions(id));
  const cached = queryClient.getQueryData<CaseDetail>(trialKeys.caseDetail(id));
  return (
    <Suspense fallback={cached ? <CaseFirstScreen caseDetail={cached} /> : <CaseDetailLoading />}>
      <CaseDetailPage />
    </Suspense>
  );
}

/** The trial area's route table (exposed as `trial/Routes`): full paths, as listed in `pages` (`src/config/paths.ts`). */
export default function TrialRoutes() {
  return (
    <>
      <Toaster />
      <Routes>
        {/* A signed-out visitor sent here from another trial page sees the page's first screen (the same as its
            prerendered snapshot) at once while the forms load, never an empty area with the footer risen. */}
        <Route
          path={paths.auth}
          element={
            <Suspense fallback={<AuthPageSkeleton />}>
              <AuthPage />
            </Suspense>
          }
        />
        <Route
          path={paths.dashboard}
          element={
            <RequireSession leaving={<AuthPageSkeleton />}>
              <TrialDashboardPage />
            </RequireSession>
          }
        />
        {/* Not behind RequireSession: signed out, sending fails with 'Not authenticated' and the typing stays. */}
        <Route path={paths.newCase} element={<NewCasePage />} />
        <Route
          path={paths.caseDetail}
          element={
            <RequireSession leaving={<AuthPageSkeleton />}>
              <CaseDetailRoute />
            </RequireSession>
          }
        />
        <Route
          path={paths.adminUsers}
          element={
            <RequireSession leaving={<AuthPageSkeleton />}>
              <AdminUsersPage />
            </RequireSession>
          }
        />
        {/* Decides itself: 'Authentication Required' or 'Access Denied' before leaving, as the spec says. */}
        <Route path={paths.dealerPortal} element={<DealerPortalPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
