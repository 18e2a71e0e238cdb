/** Paths of the trial area's screens (full paths, as in `remoteRoutes.trial`). */
export const paths = {
  auth: '/auth',
  dashboard: '/trial-dashboard',
} as const;
