import { NotFoundPage, Toaster } from '@claims/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { CaseDetailLoading } from '../features/case-detail/components/case-detail-loading';
import { RequireSession } from '../lib/require-session';

// Each page is its own chunk: the dashboard never loads the dealer portal, the case page, the admin list or the
// forms (and their validation library), and back. While a page's chunk loads, the shell's boundary keeps the
// prerendered snapshot (or its skeleton) on screen; only the case page, which has no snapshot, has a boundary of its own.
const AuthPage = lazy(() =>
  import('../features/auth/components/auth-page').then((m) => ({ default: m.AuthPage })),
);
const TrialDashboardPage = lazy(() =>
  import('../features/dashboard/components/trial-dashboard-page').then((m) => ({
    default: m.TrialDashboardPage,
  })),
);
const NewCasePage = lazy(() =>
  import('../features/new-case/components/new-case-page').then((m) => ({ default: m.NewCasePage })),
);
const CaseDetailPage = lazy(() =>
  import('../features/case-detail/components/case-detail-page').then((m) => ({ default: m.CaseDetailPage })),
);
const AdminUsersPage = lazy(() =>
  import('../features/admin-users/components/admin-users-page').then((m) => ({ default: m.AdminUsersPage })),
);
const DealerPortalPage = lazy(() =>
  import('../features/dealer-portal/components/dealer-portal-page').then((m) => ({
    default: m.DealerPortalPage,
  })),
);

/** The trial area's route table (exposed as `trial/Routes`): full paths, as listed in `pages` (`src/config/paths.ts`). */
export default function TrialRoutes() {
  return (
    <>
      <Toaster />
      <Routes>
        <Route path={paths.auth} element={<AuthPage />} />
        <Route
          path={paths.dashboard}
          element={
            <RequireSession>
              <TrialDashboardPage />
            </RequireSession>
          }
        />
        {/* Not behind RequireSession: signed out, sending fails with 'Not authenticated' and the typing stays. */}
        <Route path={paths.newCase} element={<NewCasePage />} />
        <Route
          path={paths.caseDetail}
          element={
            <RequireSession>
              {/* No snapshot exists for a case's address: the page's own loading frame replaces the shell's
                  shorter skeleton at once, so the footer leaves the screen before the case can arrive. */}
              <Suspense fallback={<CaseDetailLoading />}>
                <CaseDetailPage />
              </Suspense>
            </RequireSession>
          }
        />
        <Route
          path={paths.adminUsers}
          element={
            <RequireSession>
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
