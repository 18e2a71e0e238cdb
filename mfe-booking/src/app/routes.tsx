import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, Toaster } from '@claims/ui';
import { pages } from '../config/paths';
import { AbbyRecyclingPage } from './routes/abby-recycling';
import { AbbyElectronicsPage } from './routes/abby-electronics';
import { RequestTechPage } from './routes/request-tech';
import { ManageBookingPage } from './routes/manage-booking';
import { AdminBookingsPage } from './routes/admin-bookings';

/** Every screen of the booking area (exposed to the shell as `./Routes`): one line per page of `pages`. */
export default function BookingRoutes() {
  return (
    <>
      <Routes>
        <Route path={pages.recycling.path} element={<AbbyRecyclingPage />} />
        <Route path={pages.electronics.path} element={<AbbyElectronicsPage />} />
        <Route path={pages.requestTech.path} element={<RequestTechPage />} />
        <Route path={pages.manage.path} element={<ManageBookingPage />} />
        <Route path={pages.admin.path} element={<AdminBookingsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      {/* sonner is not shared: toasts raised here render in this remote's own Toaster. */}
      <Toaster />
    </>
  );
}
