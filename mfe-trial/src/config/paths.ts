import type { AreaPages } from '@claims/contracts';

/** Paths of the trial area's screens (full paths) and the pages it links to. */
export const paths = {
  auth: '/auth',
  dashboard: '/trial-dashboard',
  newCase: '/trial-dashboard/new-case',
  caseDetail: '/trial-dashboard/case/:id',
  caseHref: (id: string) => `/trial-dashboard/case/${encodeURIComponent(id)}`,
  dealerPortal: '/dealer-portal',
  dealerPortalHref: (caseId?: string) =>
    caseId ? `/dealer-portal?caseId=${encodeURIComponent(caseId)}` : '/dealer-portal',
  adminUsers: '/admin/users',
  /** Pages of other areas the dashboard links to. */
  videoDemos: '/video-ai',
  adminLeads: '/admin/leads',
  adminGenerator: '/admin',
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
  newCase: { path: paths.newCase, title: 'New Case' },
  case: { path: paths.caseDetail, title: 'Case' },
  dealerPortal: { path: paths.dealerPortal, title: 'Dealer Portal' },
  adminUsers: { path: paths.adminUsers, title: 'Users' },
} as const satisfies AreaPages;
