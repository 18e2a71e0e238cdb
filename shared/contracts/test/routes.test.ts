import { sameSitePath } from '../src/routes';

describe('sameSitePath: a return address that stays on this site', () => {
  it.each([
    ['/repair-guide/42', '/repair-guide/42'],
    ['/repair-guide/42?from=like#steps', '/repair-guide/42?from=like#steps'],
    ['/admin/leads?type=store', '/admin/leads?type=store'],
    // Dot segments resolved, as the browser would.
    ['/repair-guides/../admin', '/admin'],
    ['/authority', '/authority'],
  ])('keeps %j as %j', (value, expected) => {
    expect(sameSitePath(value, '/auth')).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'repair-guides',
    'https://evil.example/',
    'javascript:alert(1)',
    '//evil.example/x',
    '/\\evil.example',
    '/..//evil.example',
    '/.//evil.example/x',
    '/%2e%2e//evil.example',
    '/repair-guides\r\nSet-Cookie:x',
    '/repair\tguides',
    '/auth',
    '/auth/?x=1',
    '/auth?tab=sign-up',
  ])('refuses %j', (value) => {
    expect(sameSitePath(value, '/auth')).toBeNull();
  });
});
