/** Site paths the shell links to; each area's own screens are defined by its remote. */
export const paths = {
  home: '/',
  requestService: '/request-tech',
  recycling: '/abby-recycling',
  repairGuides: '/repair-guides',
  contact: '/request-demo',
  trialSignIn: '/auth',
  trialDashboard: '/trial-dashboard',
} as const;
