import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Container, NotFoundPage, Skeleton, Toaster } from '@claims/ui';
import { pages } from '../config/paths';
import { AbbyRecyclingPage } from './routes/abby-recycling';
import { AbbyElectronicsPage } from './routes/abby-electronics';
import { RequestTechPage } from './routes/request-tech';

// The three public pages are in the first chunk (their first screens are prerendered and must go live at once);
// the manage and admin pages load when visited.
const ManageBookingPage = lazy(() =>
  import('./routes/manage-booking').then((module) => ({ default: module.ManageBookingPage })),
);
const AdminBookingsPage = lazy(() =>
  import('./routes/admin-bookings').then((module) => ({ default: module.AdminBookingsPage })),
);

const pageLoading = (
  <Container $narrow style={{ padding: '2rem 1rem' }}>
    <Skeleton height="20rem" />
  </Container>
);

/** Every screen of the booking area (exposed to the shell as `./Routes`): one line per page of `pages`. */
export default function BookingRoutes() {
  return (
    <>
      <Routes>
        <Route path={pages.recycling.path} element={<AbbyRecyclingPage />} />
        <Route path={pages.electronics.path} element={<AbbyElectronicsPage />} />
        <Route path={pages.requestTech.path} element={<RequestTechPage />} />
        <Route
          path={pages.manage.path}
          element={
            <Suspense fallback={pageLoading}>
              <ManageBookingPage />
            </Suspense>
          }
        />
        <Route
          path={pages.admin.path}
          element={
            <Suspense fallback={pageLoading}>
              <AdminBookingsPage />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      {/* sonner is not shared: toasts raised here render in this remote's own Toaster. */}
      <Toaster />
    </>
  );
}
