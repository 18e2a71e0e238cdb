import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, Toaster, useArrivalNotice } from '@claims/ui';
import { pages } from '../config/paths';
import { AbbyRecyclingPage } from './routes/abby-recycling';
import { AbbyElectronicsPage } from './routes/abby-electronics';
import { RequestTechPage } from './routes/request-tech';
import { AdminBookingsPage } from './routes/admin-bookings';
import { ManageBookingLoading } from '../features/manage/components/manage-booking-frame';

// The three public pages and the admin page's frame are in the first chunk (their first screens are prerendered
// and must go live at once); the manage page and the admin board load when visited.
const ManageBookingPage = lazy(() =>
  import('./routes/manage-booking').then((module) => ({ default: module.ManageBookingPage })),
);

/** Every screen of the booking area (exposed to the shell as `./Routes`): one line per page of `pages`. */
export default function BookingRoutes() {
  // A notice the shell or another area sends with the visitor ('You are signed out.', 'Welcome back!').
  useArrivalNotice();
  return (
    <>
      <Routes>
        <Route path={pages.recycling.path} element={<AbbyRecyclingPage />} />
        <Route path={pages.electronics.path} element={<AbbyElectronicsPage />} />
        <Route path={pages.requestTech.path} element={<RequestTechPage />} />
        <Route
          path={pages.manage.path}
          element={
            <Suspense fallback={<ManageBookingLoading />}>
              <ManageBookingPage />
            </Suspense>
          }
        />
        <Route path={pages.admin.path} element={<AdminBookingsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      {/* sonner is not shared: toasts raised here render in this remote's own Toaster. */}
      <Toaster />
    </>
  );
}
