import { findPageOwner } from '../../../src/features/remotes/lib/route-owner';

// As the remotes publish them in /remotes.json (written out here, not read from the remotes).
const routes = {
  marketing: {
    title: 'Home and partner network',
    pages: [
      { path: '/', title: 'Home' },
      { path: '/admin/leads', title: 'Leads' },
    ],
  },
  trial: {
    title: 'Trial system',
    pages: [
      { path: '/auth', title: 'Sign In' },
      { path: '/trial-dashboard/case/:id', title: 'Case' },
    ],
  },
  guides: {
    title: 'Repair guides',
    pages: [
      { path: '/repair-guides', title: 'Repair Guides' },
      { path: '/repair-guide/:id', title: 'Repair Guide' },
      { path: '/admin', title: 'Sample Guide Generator' },
    ],
  },
};

describe('findPageOwner', () => {
  it.each([
    ['/', 'marketing', 'Home'],
    ['/admin/leads', 'marketing', 'Leads'],
    ['/auth', 'trial', 'Sign In'],
    ['/trial-dashboard/case/65f1c0ffee', 'trial', 'Case'],
    ['/repair-guides', 'guides', 'Repair Guides'],
    ['/repair-guides/', 'guides', 'Repair Guides'],
    ['/repair-guide/42', 'guides', 'Repair Guide'],
    ['/admin', 'guides', 'Sample Guide Generator'],
  ])('%s belongs to %s (page "%s")', (path, area, title) => {
    expect(findPageOwner(path, routes)).toEqual({ area, page: expect.objectContaining({ title }) });
  });

  it.each(['/nowhere', '/auth/extra', '/repair-guide', '/trial-dashboard/case', '/admin/unknown'])(
    '%s belongs to no area',
    (path) => {
      expect(findPageOwner(path, routes)).toBeNull();
    },
  );

  it('knows nothing before the lists are read', () => {
    expect(findPageOwner('/', {})).toBeNull();
  });
});
