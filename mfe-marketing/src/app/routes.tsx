import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, Toaster, useArrivalNotice } from '@claims/ui';
import { paths } from '../config/paths';
import LandingPage from './routes/landing';

// The landing page is in this module (it is the first paint); every other page loads when it is visited. No
// boundary of this area waits for them: while a page's chunk loads, the shell keeps the page's prerendered snapshot
// on screen (a first visit), or React keeps the previous page (a navigation, which is a transition).
const RequestDemoPage = lazy(() => import('./routes/request-demo'));
const PartnerApplicationPage = lazy(() => import('./routes/partner-application'));
const AdminLeadsPage = lazy(() => import('./routes/admin-leads'));

/** Every page of the marketing area (exposed to the shell as `./Routes`). */
export default function MarketingRoutes() {
  useArrivalNotice();
  return (
    <>
      <Routes>
        <Route path={paths.home} element={<LandingPage />} />
        <Route path={paths.requestDemo} element={<RequestDemoPage />} />
        <Route path={paths.joinNetwork} element={<PartnerApplicationPage type="provider" />} />
        <Route path={paths.joinStoreNetwork} element={<PartnerApplicationPage type="store" />} />
        <Route path={paths.joinRentalNetwork} element={<PartnerApplicationPage type="rental" />} />
        <Route path={paths.joinRecyclingNetwork} element={<PartnerApplicationPage type="recycling" />} />
        <Route path={paths.adminLeads} element={<AdminLeadsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      {/* sonner is bundled per remote, so this area shows its own notices. */}
      <Toaster />
    </>
  );
}
