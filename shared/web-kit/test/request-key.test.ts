import { requestKey } from '../src/api/request-key';

describe('requestKey', () => {
  const request = { zip: '76114', pickupDate: '2026-12-16', contact: { name: 'Tab A Person' } };

  it('keeps the key for the same request sent again (a retry, a double click, after a reload)', () => {
    const first = requestKey(undefined, request);
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(requestKey(first, { ...request })).toBe(first);
  });

  it('makes a new key for a changed request, and for a wizard that has sent nothing yet', () => {
    const first = requestKey(undefined, request);
    const changed = requestKey(first, { ...request, pickupDate: '2026-12-17' });
    expect(changed.key).not.toBe(first.key);
    // Two tabs holding the same unsent wizard each get their own key.
    expect(requestKey(undefined, request).key).not.toBe(first.key);
  });
});
