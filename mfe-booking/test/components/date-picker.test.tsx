import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@claims/ui';
import { DatePicker } from '../../src/components/date-picker';

afterEach(() => jest.useRealTimers());

describe('DatePicker', () => {
  it("marks Fort Worth's day as today, not the visitor's (late evening in Chicago is already tomorrow in UTC)", async () => {
    // Wednesday January 9, 2030, 9:00 PM in Chicago; Thursday January 10 in UTC.
    // Only `Date` is faked: timers, promises and frames run as usual.
    jest.useFakeTimers({
      now: new Date('2030-01-10T03:00:00Z'),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    render(
      <ThemeProvider theme={theme}>
        <DatePicker label="Pickup date" first="2030-01-10" last="2030-02-08" onSelect={() => undefined} />
      </ThemeProvider>,
    );
    const today = await screen.findByRole('button', { name: /^Today, / });
    expect(today).toHaveAccessibleName(/January 9th, 2030/);
  });
});
