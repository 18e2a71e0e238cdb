import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, Skeleton, Stack, Toaster, Container, VisuallyHidden } from '@claims/ui';
import { paths } from '../config/paths';
import { useArrivalNotice } from '../lib/use-arrival-notice';
import LandingPage from './routes/landing';

// The landing page is in this module (it is the first paint); every other page loads when it is visited.
const RequestDemoPage = lazy(() => import('./routes/request-demo'));
const PartnerApplicationPage = lazy(() => import('./routes/partner-application'));
const AdminLeadsPage = lazy(() => import('./routes/admin-leads'));

function PageLoading() {
  return (
    <Container>
      <Stack gap={4} aria-busy="true">
        <VisuallyHidden role="status">Loading…</VisuallyHidden>
        <div style={{ height: '2rem' }} />
        <Skeleton width="min(24rem, 80%)" height="2.25rem" />
        <Skeleton width="min(36rem, 95%)" />
        <Skeleton height="24rem" radius="16px" />
      </Stack>
    </Container>
  );
}

const page = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

/** Every page of the marketing area (exposed to the shell as `./Routes`). */
export default function MarketingRoutes() {
  useArrivalNotice();
  return (
    <>
      <Routes>
        <Route path={paths.home} element={<LandingPage />} />
        <Route path={paths.requestDemo} element={page(<RequestDemoPage />)} />
        <Route path={paths.joinNetwork} element={page(<PartnerApplicationPage type="provider" />)} />
        <Route path={paths.joinStoreNetwork} element={page(<PartnerApplicationPage type="store" />)} />
        <Route path={paths.joinRentalNetwork} element={page(<PartnerApplicationPage type="rental" />)} />
        <Route
          path={paths.joinRecyclingNetwork}
          element={page(<PartnerApplicationPage type="recycling" />)}
        />
        <Route path={paths.adminLeads} element={page(<AdminLeadsPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      {/* sonner is bundled per remote, so this area shows its own notices. */}
      <Toaster />
    </>
  );
}
