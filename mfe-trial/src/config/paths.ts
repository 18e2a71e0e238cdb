import type { AreaPages } from '@claims/contracts';

/** The dealer portal's query parameters: the case to order for (from a case's page), and the open tab (`cart`). */
export const dealerCaseParam = 'caseId';
export const dealerTabParam = 'tab';

/** Paths of the trial area's screens (full paths) and the pages it links to. */
export const paths = {
  auth: '/auth',
  dashboard: '/trial-dashboard',
  newCase: '/trial-dashboard/new-case',
  caseDetail: '/trial-dashboard/case/:id',
  caseHref: (id: string) => `/trial-dashboard/case/${encodeURIComponent(id)}`,
  dealerPortal: '/dealer-portal',
  dealerPortalHref: (caseId?: string) =>
    caseId ? `/dealer-portal?${dealerCaseParam}=${encodeURIComponent(caseId)}` : '/dealer-portal',
  adminUsers: '/admin/users',
  /** Pages of other areas the dashboard links to (and Sign Out goes to). */
  home: '/',
  videoDemos: '/video-ai',
  adminLeads: '/admin/leads',
  adminBookings: '/admin/bookings',
  adminGenerator: '/admin',
} as const;

/** The query parameter with which a page sends a visitor to /auth and asks to get them back. */
export const returnToParam = 'returnTo';

/**
 * The query parameter naming why /auth was shown (`signInNotices`): /auth shows that notice once. The dealer portal
 * sends 'dealer-portal' (the spec's 'Authentication Required'); a guide's Like button 'like-guide'. /auth shows
 * 'session-ended' by itself when the server has just refused to renew the visitor's session.
 */
export const noticeParam = 'notice';
export type SignInNotice = 'dealer-portal' | 'like-guide' | 'session-ended';

/**
 * Where the edge sends a signed-out visitor of a page for signed-in users (before any code loads): /auth, coming back
 * afterwards (`{from}`: the page's address). The same as `signInPath` in the browser; the dashboard is where sign-in
 * goes anyway.
 */
const signInThenBack = `${paths.auth}?${returnToParam}={from}`;

/** The area's name as people read it (the "temporarily unavailable" panel). */
export const areaTitle = 'Trial system';

/**
 * Every page of this area with its title (the tab reads "<title> · Claim Assist"). The build publishes this list in
 * `dist/routes.json`; the shell and the edge route by it.
 */
export const pages = {
  auth: {
    path: paths.auth,
    title: 'Sign In',
    snapshotQuery: [returnToParam, noticeParam],
    // As the page itself does once it runs (`useReturnPath`), without showing the sign-in form first.
    signedInRedirect: { to: paths.dashboard, returnParam: returnToParam },
  },
  dashboard: { path: paths.dashboard, title: 'Trial Dashboard', signedOutRedirect: paths.auth },
  newCase: { path: paths.newCase, title: 'New Case', forSignedIn: true },
  case: { path: paths.caseDetail, title: 'Case', signedOutRedirect: signInThenBack },
  dealerPortal: {
    path: paths.dealerPortal,
    title: 'Dealer Portal',
    // Its first screen (the heading and a placeholder) is the same for any case or tab.
    snapshotQuery: [dealerCaseParam, dealerTabParam],
    signedOutRedirect: `${signInThenBack}&${noticeParam}=${'dealer-portal' satisfies SignInNotice}`,
  },
  adminUsers: { path: paths.adminUsers, title: 'Users', signedOutRedirect: signInThenBack },
} as const satisfies AreaPages;
