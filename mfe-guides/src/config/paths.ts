import type { GuideCategory } from '@claims/contracts';

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
  upload: { path: '/upload-guide', href: () => '/upload-guide' },
  admin: { path: '/admin', href: () => '/admin' },
  /** The sign-in screen, owned by the trial area. */
  auth: { href: () => '/auth' },
} as const;
