import { findRemoteForPath } from '../../../src/features/remotes/lib/route-owner';

describe('findRemoteForPath', () => {
  it.each([
    ['/', 'marketing'],
    ['/request-demo', 'marketing'],
    ['/admin/leads', 'marketing'],
    ['/abby-recycling', 'booking'],
    ['/request-tech', 'booking'],
    ['/auth', 'trial'],
    ['/trial-dashboard', 'trial'],
    ['/trial-dashboard/case/65f1c0ffee', 'trial'],
    ['/dealer-portal', 'trial'],
    ['/repair-guides', 'guides'],
    ['/repair-guide/42', 'guides'],
    ['/admin', 'guides'],
    ['/video-ai', 'media'],
    ['/pitch-decks/', 'media'],
  ])('%s belongs to %s', (path, remote) => {
    expect(findRemoteForPath(path)).toBe(remote);
  });

  it.each(['/nowhere', '/auth/extra', '/repair-guide', '/trial-dashboard/case', '/admin/unknown'])(
    '%s belongs to no area',
    (path) => {
      expect(findRemoteForPath(path)).toBeNull();
    },
  );
});
