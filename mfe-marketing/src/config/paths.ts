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

/** In-page anchors of the landing page. */
export const anchors = {
  research: 'research',
  resources: 'resources',
  contact: 'contact',
  surveys: 'surveys',
} as const;
