import { formatDateTime } from '../../src/lib/format';

describe('formatDateTime', () => {
  it('names the zone of the clock it shows, so a case page’s time is read as that time', () => {
    const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
      .formatToParts(new Date('2026-12-04T22:58:00Z'))
      .find((part) => part.type === 'timeZoneName')!.value;
    expect(formatDateTime('2026-12-04T22:58:00Z')).toMatch(
      new RegExp(`^Dec 4, 2026, \\d{1,2}:58 [AP]M ${zone}$`),
    );
  });
});
