import { lazy, Suspense } from 'react';
import { ButtonLink, ErrorPanel } from '@claims/ui';
import { hasRole, useSession } from '@claims/web-kit';
import {
  AdminBookingsFrame,
  AdminBookingsLoading,
} from '../../features/admin/components/admin-bookings-frame';
import { paths } from '../../config/paths';

// The board (tables, filters, its queries) loads only for admins; the frame and the prompts are in the first chunk.
const AdminBookingsBoard = lazy(() =>
  import('../../features/admin/components/admin-bookings-board').then((module) => ({
    default: module.AdminBookingsBoard,
  })),
);

/** `/admin/bookings`: bookings and capacity, for admins (the service enforces it too). */
export function AdminBookingsPage() {
  const session = useSession();
  return (
    <AdminBookingsFrame>
      {!session ? (
        <ErrorPanel
          title="Authentication Required"
          message="Please sign in with an admin account to see the bookings."
        >
          <ButtonLink to={paths.auth.href(paths.admin.href())}>Sign In</ButtonLink>
        </ErrorPanel>
      ) : !hasRole(session, 'admin') ? (
        <ErrorPanel
          title="Access Denied"
          message="Only admins can see the bookings. Ask an admin to grant your account the admin role."
        >
          <ButtonLink to={paths.dashboard.href()} variant="outline">
            Back to dashboard
          </ButtonLink>
        </ErrorPanel>
      ) : (
        <Suspense fallback={<AdminBookingsLoading />}>
          <AdminBookingsBoard />
        </Suspense>
      )}
    </AdminBookingsFrame>
  );
}
