/**
 * Writes dist/prerender.json: the first screen of /abby-recycling, /request-tech, /abby-electronics, /admin/bookings and
 * every /bookings/:token as static
 * HTML with its CSS, so the edge can put it in the first response and the visitor sees the page before any
 * JavaScript has run. The shell shows this snapshot until the remote renders the live page over it (the same
 * markup, so nothing moves). Same mechanism as the marketing landing hero (docs/platform.md, "Federation").
 */
import './react-global';
import path from 'node:path';
import { writePrerenderedPages } from '@claims/ui/prerender';
import { pages } from '../src/config/paths';
import { RecyclingWizard } from '../src/features/recycling/components/recycling-wizard';
import { TechWizard } from '../src/features/technician/components/tech-wizard';
import { ElectronicsPage } from '../src/features/electronics/components/electronics-page';
import { AdminBookingsPlaceholder } from '../src/features/admin/components/admin-bookings-frame';
import { ManageBookingLoading } from '../src/features/manage/components/manage-booking-frame';

writePrerenderedPages(path.resolve(__dirname, '../dist/prerender.json'), [
  { path: pages.recycling.path, element: <RecyclingWizard /> },
  { path: pages.requestTech.path, element: <TechWizard /> },
  { path: pages.electronics.path, element: <ElectronicsPage /> },
  // Who is signed in is known only in the browser: the frame every visitor shares, with the board's space.
  { path: pages.admin.path, element: <AdminBookingsPlaceholder /> },
  // Every private manage link (`/bookings/:token`) starts from the page's frame while the booking loads.
  { path: pages.manage.path, element: <ManageBookingLoading /> },
]);
