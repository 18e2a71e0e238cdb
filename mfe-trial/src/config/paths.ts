import type { AreaPages } from '@claims/contracts';

/** Paths of the trial area's screens (full paths). */
export const paths = {
  auth: '/auth',
  dashboard: '/trial-dashboard',
} as const;

/** The area's name as people read it (the "temporarily unavailable" panel). */
export const areaTitle = 'Trial system';

/**
 * Every page of this area with its title (the tab reads "<title> · Claim Assist"). The build publishes this list in
 * `dist/routes.json`; the shell and the edge route by it.
 */
export const pages = {
  auth: { path: paths.auth, title: 'Sign In' },
  dashboard: { path: paths.dashboard, title: 'Trial Dashboard' },
  newCase: { path: '/trial-dashboard/new-case', title: 'New Case' },
  case: { path: '/trial-dashboard/case/:id', title: 'Case' },
  dealerPortal: { path: '/dealer-portal', title: 'Dealer Portal' },
  adminUsers: { path: '/admin/users', title: 'Users' },
} as const satisfies AreaPages;
