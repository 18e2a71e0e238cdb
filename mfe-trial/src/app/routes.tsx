import { NotFoundPage, Toaster } from '@claims/ui';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { AuthPage } from '../features/auth/components/auth-page';
import { TrialDashboardPage } from '../features/dashboard/components/trial-dashboard-page';
import { NewCasePage } from '../features/new-case/components/new-case-page';
import { CaseDetailPage } from '../features/case-detail/components/case-detail-page';
import { AdminUsersPage } from '../features/admin-users/components/admin-users-page';
import { DealerPortalPage } from '../features/dealer-portal/components/dealer-portal-page';
import { RequireSession } from '../lib/require-session';

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
              <CaseDetailPage />
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
