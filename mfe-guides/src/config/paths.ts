import type { AreaPages, GuideCategory } from '@claims/contracts';

export type LibraryFilters = { category?: GuideCategory; search?: string };

/** Every path this area links to, defined once. */
export const paths = {
  library: {
    path: '/repair-guides',
    href: ({ category, search }: LibraryFilters = {}) => {
      const query = new URLSearchParams();
      if (category) query.set('category', category);
      if (search) query.set('q', search);
      const text = query.toString();
      return text ? `/repair-guides?${text}` : '/repair-guides';
    },
  },
  guide: { path: '/repair-guide/:id', href: (id: string) => `/repair-guide/${encodeURIComponent(id)}` },
  /** The upload form; with a guide id it edits that guide. */
  upload: {
    path: '/upload-guide',
    href: (editGuideId?: string) =>
      editGuideId ? `/upload-guide?edit=${encodeURIComponent(editGuideId)}` : '/upload-guide',
  },
  admin: { path: '/admin', href: () => '/admin' },
  /** The admin's list of leads, owned by the marketing area. */
  adminLeads: { href: () => '/admin/leads' },
  /** The admin's bookings and pickup capacity, owned by the booking area. */
  adminBookings: { href: () => '/admin/bookings' },
  /** The admin's users and roles, and the case emails, owned by the trial area. */
  adminUsers: { href: () => '/admin/users' },
  /**
   * The sign-in screen, owned by the trial area; it returns to `returnTo` (a same-site path) afterwards, and shows
   * the notice named by `notice` (the trial area's `SignInNotice`) when it opens.
   */
  auth: {
    href: (returnTo?: string, notice?: 'like-guide') => {
      const query = [
        returnTo ? `returnTo=${encodeURIComponent(returnTo)}` : '',
        notice ? `notice=${notice}` : '',
      ].filter(Boolean);
      return query.length ? `/auth?${query.join('&')}` : '/auth';
    },
  },
} as const;

/** The area's name as people read it (the "temporarily unavailable" panel). */
export const areaTitle = 'Repair guides';

/**
 * Every page of this area with its title (the tab reads "<title> · Claim Assist"). The build publishes this list in
 * `dist/routes.json`; the shell and the edge route by it.
 */
export const pages = {
  library: { path: paths.library.path, title: 'Repair Guides' },
  guide: { path: paths.guide.path, title: 'Repair Guide' },
  upload: { path: paths.upload.path, title: 'Contribute a Guide', forSignedIn: true },
  admin: { path: paths.admin.path, title: 'Sample Guide Generator', forSignedIn: true },
} as const satisfies AreaPages;
