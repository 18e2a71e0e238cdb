/**
 * Writes dist/prerender.json: the first screen of every page of this area as static HTML with its CSS, so the edge
 * can put it in the first response and the visitor sees the page before any JavaScript has run. The shell shows
 * this snapshot instead of a skeleton until the remote renders the live page over it (the same markup, so nothing
 * moves). The landing page contributes its hero; the forms are rendered whole, empty, as a first visit sees them;
 * /admin/leads depends on who is signed in, so its snapshot holds only what every visitor shares. A form's snapshot
 * can be typed into (the shell carries what was typed, and the focus, to the live form), but not sent: its submit
 * button is disabled until the live form replaces it (`isSnapshot` in the forms), which also stops Enter from sending.
 */
import './react-global';
import path from 'node:path';
import { writePrerenderedPages } from '@claims/ui/prerender';
import { pages } from '../src/config/paths';
import { Hero } from '../src/features/landing/components/hero';
import RequestDemoPage from '../src/app/routes/request-demo';
import PartnerApplicationPage from '../src/app/routes/partner-application';
import { AdminLeadsSkeleton } from '../src/app/routes/admin-leads';

writePrerenderedPages(path.resolve(__dirname, '../dist/prerender.json'), [
  { path: pages.home.path, element: <Hero /> },
  { path: pages.requestDemo.path, element: <RequestDemoPage /> },
  { path: pages.joinNetwork.path, element: <PartnerApplicationPage type="provider" /> },
  { path: pages.joinStoreNetwork.path, element: <PartnerApplicationPage type="store" /> },
  { path: pages.joinRentalNetwork.path, element: <PartnerApplicationPage type="rental" /> },
  { path: pages.joinRecyclingNetwork.path, element: <PartnerApplicationPage type="recycling" /> },
  { path: pages.adminLeads.path, element: <AdminLeadsSkeleton /> },
]);
