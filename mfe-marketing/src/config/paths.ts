import type { AreaPages } from '@claims/contracts';

/** Route paths, defined once: this area's own pages, then the other areas' pages it links to. */
export const paths = {
  home: '/',
  requestDemo: '/request-demo',
  joinNetwork: '/join-network',
  joinStoreNetwork: '/join-store-network',
  joinRentalNetwork: '/join-rental-network',
  joinRecyclingNetwork: '/join-recycling-network',
  adminLeads: '/admin/leads',

  auth: '/auth',
  pitchDecks: '/pitch-decks',
  repairGuides: '/repair-guides',
  videoAi: '/video-ai',
  trialDashboard: '/trial-dashboard',
  recyclingPickup: '/abby-recycling',
  electronics: '/abby-electronics',
  requestTech: '/request-tech',
} as const;

/** The area's name as people read it (the "temporarily unavailable" panel). */
export const areaTitle = 'Home and partner network';

/**
 * Every page of this area with its title (the tab reads "<title> · Claim Assist"). The build publishes this list in
 * `dist/routes.json`; the shell and the edge route by it.
 */
export const pages = {
  home: { path: paths.home, title: 'Home' },
  requestDemo: { path: paths.requestDemo, title: 'Request a Demo' },
  joinNetwork: { path: paths.joinNetwork, title: 'Join Our Service Provider Network' },
  joinStoreNetwork: { path: paths.joinStoreNetwork, title: 'Join Our Appliance Store Network' },
  joinRentalNetwork: { path: paths.joinRentalNetwork, title: 'Join Our Rental Partner Network' },
  joinRecyclingNetwork: { path: paths.joinRecyclingNetwork, title: 'Join Our Recycling Partner Network' },
  adminLeads: { path: paths.adminLeads, title: 'Leads', forSignedIn: true },
} as const satisfies AreaPages;

/** In-page anchors of the landing page. */
export const anchors = {
  research: 'research',
  resources: 'resources',
  contact: 'contact',
  surveys: 'surveys',
} as const;
