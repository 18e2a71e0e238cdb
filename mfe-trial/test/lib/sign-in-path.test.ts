import { pages } from '../../src/config/paths';
import { signInPath } from '../../src/lib/sign-in-path';

/** What the edge does with a page's `signedOutRedirect` (services/edge, `signedOutRedirect`). */
const edgeRedirect = (template: string, from: string) => template.replace('{from}', encodeURIComponent(from));

describe('where a signed-out visitor is sent', () => {
  it('is /auth for the dashboard, and /auth coming back for every other page', () => {
    expect(signInPath('/trial-dashboard')).toBe('/auth');
    expect(signInPath('/trial-dashboard/case/6650f0c2a1b2c3d4e5f6a001')).toBe(
      '/auth?returnTo=%2Ftrial-dashboard%2Fcase%2F6650f0c2a1b2c3d4e5f6a001',
    );
    expect(signInPath('/dealer-portal?caseId=6650f0c2a1b2c3d4e5f6a001', 'dealer-portal')).toBe(
      '/auth?returnTo=%2Fdealer-portal%3FcaseId%3D6650f0c2a1b2c3d4e5f6a001&notice=dealer-portal',
    );
  });

  it('is the same address whether the edge or the page decides', () => {
    for (const [page, from, notice] of [
      [pages.dashboard, '/trial-dashboard', undefined],
      [pages.case, '/trial-dashboard/case/6650f0c2a1b2c3d4e5f6a001', undefined],
      [pages.adminUsers, '/admin/users', undefined],
      [pages.dealerPortal, '/dealer-portal?caseId=6650f0c2a1b2c3d4e5f6a001', 'dealer-portal'],
    ] as const) {
      expect(edgeRedirect(page.signedOutRedirect, from)).toBe(signInPath(from, notice));
    }
  });

  it('leaves the pages anyone may open to the page itself', () => {
    expect(pages.auth).not.toHaveProperty('signedOutRedirect');
    // The new-case form stays on screen and answers 'Not authenticated' on submit, as the spec says.
    expect(pages.newCase).not.toHaveProperty('signedOutRedirect');
  });
});
