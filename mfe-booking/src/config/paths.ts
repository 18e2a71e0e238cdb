import type { AreaPages } from '@claims/contracts';

/** The area's name as people read it (the standalone frame, the "temporarily unavailable" panel). */
export const areaTitle = 'Booking';

/**
 * Every page of this area, defined once: its full path and its title (the browser tab reads "<title> · Claim Assist").
 * The build publishes this list in `dist/routes.json`; the shell and the edge route by it, so adding a page
 * here needs no change anywhere else.
 */
export const pages = {
  recycling: { path: '/abby-recycling', title: 'Schedule a Recycling Pickup' },
  electronics: { path: '/abby-electronics', title: 'Electronics Cash & Recycling' },
  requestTech: { path: '/request-tech', title: 'Request a Technician' },
  manage: { path: '/bookings/:token', title: 'Your Booking' },
  admin: { path: '/admin/bookings', title: 'Bookings', forSignedIn: true },
} as const satisfies AreaPages;

/** Links: this area's pages (with their parameters) and the other areas' pages it links to. */
export const paths = {
  recycling: { href: () => pages.recycling.path },
  electronics: { href: () => pages.electronics.path },
  requestTech: { href: () => pages.requestTech.path },
  manage: { href: (token: string) => `/bookings/${token}` },
  admin: { href: () => pages.admin.path },
  /** The home page, owned by the marketing area. */
  home: { href: () => '/' },
  /** The trial dashboard, owned by the trial area. */
  dashboard: { href: () => '/trial-dashboard' },
  /** The sign-in screen, owned by the trial area; after signing in it returns to `returnTo` (a path of this site). */
  auth: {
    href: (returnTo?: string) => (returnTo ? `/auth?returnTo=${encodeURIComponent(returnTo)}` : '/auth'),
  },
} as const;
