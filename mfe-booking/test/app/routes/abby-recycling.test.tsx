import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@claims/ui';
import { historyEntryKey, recordHistoryEntry } from '@claims/web-kit';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { apiError, cleanUpArea, renderArea } from '@claims/ui/testing';
import BookingRoutes from '../../../src/app/routes';

afterEach(cleanUpArea);

/** The area with the trail of history entries the shell keeps (shell/src/app/history-trail.tsx). */
function BookingWithTrail() {
  const location = useLocation();
  const move = useNavigationType();
  const previousKey = useRef<string | undefined>(undefined);
  useEffect(() => {
    const key = historyEntryKey(location.key);
    if (key === previousKey.current) return;
    recordHistoryEntry(key, location.pathname, move, previousKey.current);
    previousKey.current = key;
  }, [location.key, location.pathname, move]);
  return <BookingRoutes />;
}

const quote = {
  lines: [
    { label: 'Refrigerator', amountCents: 6995 },
    { label: 'Microwave', amountCents: 2995 },
    { label: 'Second Floor', amountCents: 4900 },
    { label: 'Installed removal', amountCents: 2900 },
    { label: 'Difficult access', amountCents: 2500 },
  ],
  subtotalCents: 20290,
  taxCents: 1674,
  totalCents: 21964,
};

/**
 * The wizard as it is kept in the tab on its last step (pickup date and contact filled in), as after a reload there:
 * a freezer, ground floor, January 4 2030, Ana Ruiz; with the idempotency key of an earlier try unless `withKey` is
 * false.
 */

/** The booking service's answer to a pickup it made: the booking, its manage link and whether mail goes out. */
function bookedPickup({
  number = 'AR-482913',
  date = '2030-01-04',
  manageToken = 'a'.repeat(43),
  confirmationEmailSent = false,
}: { number?: string; date?: string; manageToken?: string; confirmationEmailSent?: boolean } = {}) {
  return {
    manageToken,
    confirmationEmailSent,
    booking: {
      id: '6650f0c2a1b2c3d4e5f6aa01',
      kind: 'recycling',
      number,
      status: 'scheduled',
      zip: '76114',
      date,
      contact: { name: 'Ana Ruiz', phone: '8175550134', email: 'ana@example.com', address: '1 Main St' },
      createdAt: '2030-01-01T12:00:00.000Z',
    },
  };
}
function storeStepSix({ withKey = true }: { withKey?: boolean } = {}) {
  sessionStorage.setItem(
    'booking:recycling-wizard',
    JSON.stringify({
      step: 6,
      zip: '76114',
      items: ['freezer'],
      floor: 'ground',
      installed: 'disconnected',
      access: 'easy',
      termsAccepted: true,
      pickupDate: '2030-01-04',
      contact: { name: 'Ana Ruiz', phone: '817-555-0134', email: 'ana@example.com', address: '1 Main St' },
      ...(withKey ? { idempotencyKey: 'key-0123456789abcdef' } : {}),
    }),
  );
}

describe('/abby-recycling', () => {
  it('an unserved zip shows the Service Area Unavailable toast and stays on step 1', async () => {
    await renderArea(BookingRoutes, '/abby-recycling');
    await userEvent.type(screen.getByLabelText('Zip Code'), '76137');
    expect(await screen.findByText('Service Area Unavailable')).toBeInTheDocument();
    expect(
      screen.getAllByText(
        "Sorry, we don't currently service this area. Our service covers within 15 miles of 76114.",
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Check Your Zip Code' })).toBeInTheDocument();
    // A short zip: the message describes the field, and focus goes there.
    await userEvent.clear(screen.getByLabelText('Zip Code'));
    await userEvent.type(screen.getByLabelText('Zip Code'), '761');
    await userEvent.click(screen.getByRole('button', { name: 'Check Availability' }));
    expect(screen.getByLabelText('Zip Code')).toHaveFocus();
    expect(screen.getByLabelText('Zip Code')).toHaveAccessibleDescription('Enter a 5-digit zip code');
    await userEvent.clear(screen.getByLabelText('Zip Code'));
    await userEvent.type(screen.getByLabelText('Zip Code'), '76137');
    // Pressing the button for the same zip gives the same answer once, not a second notice.
    await userEvent.click(screen.getByRole('button', { name: 'Check Availability' }));
    expect(screen.getAllByText('Service Area Unavailable')).toHaveLength(1);
    // A served zip next: the refusal no longer holds, so its notice goes.
    await userEvent.clear(screen.getByLabelText('Zip Code'));
    await userEvent.type(screen.getByLabelText('Zip Code'), '76114');
    await userEvent.click(screen.getByRole('button', { name: 'Check Availability' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Select Your Appliances' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Service Area Unavailable')).not.toBeInTheDocument());
  });

  it('the zip input holds at most 5 characters', async () => {
    await renderArea(BookingRoutes, '/abby-recycling');
    const input = screen.getByLabelText('Zip Code');
    await userEvent.type(input, '7611444');
    expect(input).toHaveValue('76114');
  });

  it('keeps the five digits of a pasted zip with a space or words before them', async () => {
    await renderArea(BookingRoutes, '/abby-recycling');
    const input = screen.getByLabelText('Zip Code');
    for (const pasted of [' 76114', 'TX 76114', '76114-1234']) {
      await userEvent.clear(input);
      await userEvent.click(input);
      await userEvent.paste(pasted);
      expect(input).toHaveValue('76114');
    }
  });

  it('moves on 500 ms after a served zip, not before', async () => {
    jest.useFakeTimers();
    try {
      await renderArea(BookingRoutes, '/abby-recycling');
      fireEvent.change(screen.getByLabelText('Zip Code'), { target: { value: '76114' } });
      act(() => jest.advanceTimersByTime(499));
      expect(screen.getByRole('heading', { level: 2, name: 'Check Your Zip Code' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('heading', { level: 2, name: 'Select Your Appliances' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('goes from zip to confirmation with the server quote, sends the booking once and forgets the progress', async () => {
    const user = userEvent.setup();
    const { requests, router } = await renderArea(BookingRoutes, '/abby-recycling', {
      history: ['/'],
      api: {
        'POST /api/booking/recycling/quote': () => ({ status: 200, body: quote }),
        'GET /api/booking/recycling/availability': () => ({
          status: 200,
          body: { first: '2030-01-02', last: '2030-03-02', capacityPerDay: 3, fullDays: ['2030-01-03'] },
        }),
        'POST /api/booking/recycling/pickups': (request) => ({
          status: 201,
          body: bookedPickup({ date: (request.body as { pickupDate: string }).pickupDate }),
        }),
      },
    });
    await user.type(screen.getByLabelText('Zip Code'), '76114');
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Select at least one item');
    await user.click(screen.getByRole('button', { name: /Refrigerator/ }));
    await user.click(screen.getByRole('button', { name: /^Microwave/ }));
    expect(screen.getByRole('button', { name: /Refrigerator/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.click(screen.getByRole('button', { name: 'Get Quote' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please choose the floor, the installed state, and the access difficulty.',
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Floor' })).getByRole('radio', { name: /Second Floor/ }),
    );
    // The message follows the choices: what is still missing, and nothing once all three are chosen.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please choose the installed state and the access difficulty.',
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Installed State' })).getByRole('radio', {
        name: /^Installed/,
      }),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Access Difficulty' })).getByRole('radio', {
        name: /Difficult/,
      }),
    );
    expect(screen.queryByText(/^Please choose/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Quote' }));

    expect(await screen.findByText('$202.90')).toBeInTheDocument();
    expect(screen.getByText('$16.74')).toBeInTheDocument();
    expect(screen.getByText('$219.64')).toBeInTheDocument();
    expect(requests.find((r) => r.url.pathname === '/api/booking/recycling/quote')?.body).toEqual({
      items: ['refrigerator', 'microwave'],
      floor: 'second',
      installed: 'installed',
      access: 'difficult',
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('Same-day cancellation may incur a $50.00 fee')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please agree to the terms')).toBeInTheDocument();
    // Focus goes to the box the message describes, so a screen reader reads it.
    expect(screen.getByLabelText('I agree to the terms and conditions')).toHaveFocus();
    expect(screen.getByLabelText('I agree to the terms and conditions')).toHaveAccessibleDescription(
      'Please agree to the terms',
    );
    await user.click(screen.getByLabelText('I agree to the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByText('Pickups must be booked 24 hours in advance. Maximum 3 pickups per day.'),
    ).toBeInTheDocument();
    // The progress survives a reload: it is in session storage.
    expect(JSON.parse(sessionStorage.getItem('booking:recycling-wizard')!)).toMatchObject({
      step: 6,
      zip: '76114',
      items: ['refrigerator', 'microwave'],
      termsAccepted: true,
    });
    const full = await screen.findByRole('button', { name: /January 3rd, 2030/ }, { timeout: 5000 });
    expect(full).toBeDisabled();
    // Nothing chosen or typed yet: the date's error comes with the contact fields' errors.
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Choose a pickup date')).toBeInTheDocument();
    // Focus goes to the calendar, the first thing to fix, not to the first contact field.
    await waitFor(() =>
      expect(within(screen.getByRole('grid')).getAllByRole('button')).toContain(document.activeElement),
    );
    await user.click(screen.getByRole('button', { name: /January 4th, 2030/ }));
    expect(screen.queryByText('Choose a pickup date')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Full Name'), 'Ana Ruiz');
    await user.type(screen.getByLabelText('Phone'), '817-555-0134');
    await user.type(screen.getByLabelText('Email'), 'ana@');
    await user.type(screen.getByLabelText('Address'), '1 Main St');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    // With the date chosen, focus goes to the first field to fix.
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(screen.getByLabelText('Order Number')).toHaveTextContent('AR-482913');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    // No mail server behind the service: no email or reminder is promised; the booking's link is the way back.
    const reminders = screen.getByRole('list', { name: 'Reminders' });
    expect(reminders).toHaveTextContent('Keep the View or change booking link below');
    expect(reminders).not.toHaveTextContent(/email|reminder/i);
    const sent = requests.filter((r) => r.url.pathname === '/api/booking/recycling/pickups');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({
      pickupDate: '2030-01-04',
      termsAccepted: true,
      contact: { email: 'ana@example.com' },
    });
    await waitFor(() => expect(sessionStorage.getItem('booking:recycling-wizard')).toBeNull());
    // The steps are behind it: Back from the confirmation leaves the page, it does not reopen a step.
    await waitFor(() => expect(router.location.state).toMatchObject({ wizardDone: true }));
    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  }, 30_000);

  it('when the day fills while the customer types, says so and keeps everything else', async () => {
    storeStepSix();
    await renderArea(BookingRoutes, '/abby-recycling', {
      api: {
        'GET /api/booking/recycling/availability': () => ({
          status: 200,
          body: { first: '2030-01-02', last: '2030-03-02', capacityPerDay: 3, fullDays: [] },
        }),
        'POST /api/booking/recycling/pickups': () =>
          apiError(409, 'conflict', 'Sorry, that day just filled up. Please choose another date.'),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Booking' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, that day just filled up. Please choose another date.',
    );
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ana Ruiz');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByRole('heading', { level: 2, name: 'Pickup Date & Contact' })).toBeInTheDocument();
    // The calendar, above the fields, has the focus (and is scrolled into view), ready for another day.
    await waitFor(() => expect(screen.getByRole('grid').contains(document.activeElement)).toBe(true));
  });

  it('says at once that the booking is not confirmed, without waiting on a stuck service; Confirm again, with the same key, shows it made', async () => {
    storeStepSix();
    let availabilityReads = 0;
    let posts = 0;
    const { requests } = await renderArea(BookingRoutes, '/abby-recycling', {
      api: {
        // Answered once; asked again after the booking, it never answers (the service is stuck).
        'GET /api/booking/recycling/availability': () =>
          ++availabilityReads === 1
            ? {
                status: 200,
                body: { first: '2030-01-02', last: '2030-03-02', capacityPerDay: 3, fullDays: [] },
              }
            : new Promise(() => {}),
        // The site gave up waiting (503), though the stuck service stored the booking afterwards: the same
        // request again is answered with it.
        'POST /api/booking/recycling/pickups': () =>
          ++posts === 1
            ? apiError(
                503,
                'unavailable',
                'The booking service is unavailable right now. Please try again shortly.',
              )
            : {
                status: 200,
                body: bookedPickup({ number: 'AR-482914' }),
              },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Booking' }, { timeout: 5000 }));
    const notices = screen.getByRole('region', { name: /^Notifications/ });
    expect(await within(notices).findByText('Booking Not Confirmed Yet')).toBeInTheDocument();
    expect(within(notices).getByText(/we cannot tell yet whether your booking was made/)).toBeInTheDocument();
    expect(screen.queryByText('Booking Failed')).not.toBeInTheDocument();
    expect(availabilityReads).toBe(2);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByLabelText('Order Number')).toHaveTextContent('AR-482914');
    const keys = requests
      .filter((r) => r.method === 'POST')
      .map((r) => (r.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says next to Confirm Booking that the pickup may have been booked when the page was reloaded while it was being sent', async () => {
    storeStepSix();
    const stored = JSON.parse(sessionStorage.getItem('booking:recycling-wizard')!);
    sessionStorage.setItem('booking:recycling-wizard', JSON.stringify({ ...stored, awaiting: true }));
    await renderArea(BookingRoutes, '/abby-recycling', {
      api: {
        'GET /api/booking/recycling/availability': () => ({
          status: 200,
          body: { first: '2030-01-02', last: '2030-03-02', capacityPerDay: 3, fullDays: [] },
        }),
      },
    });
    const step = await screen.findByRole('region', { name: 'Pickup Date & Contact' }, { timeout: 5000 });
    expect(await within(step).findByRole('alert')).toHaveTextContent(/^Booking Not Confirmed Yet/);
  });

  it('keeps the lost answer said next to Confirm Booking after its notice is closed and over a reload; the same key then shows the pickup made', async () => {
    storeStepSix();
    let posts = 0;
    const api = {
      'GET /api/booking/recycling/availability': () => ({
        status: 200,
        body: { first: '2030-01-02', last: '2030-03-02', capacityPerDay: 3, fullDays: [] },
      }),
      // Booked, but the connection dropped before the answer arrived: the same request again is answered with it.
      'POST /api/booking/recycling/pickups': () => {
        if (++posts === 1) throw new TypeError('Failed to fetch');
        return { status: 201, body: bookedPickup({ number: 'AR-482915' }) };
      },
    };
    const first = await renderArea(BookingRoutes, '/abby-recycling', { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Booking' }, { timeout: 5000 }));
    const step = () => screen.getByRole('region', { name: 'Pickup Date & Contact' });
    const said =
      'Booking Not Confirmed YetWe could not hear back from the booking service, so we cannot tell yet whether your booking was made. Press Confirm Booking again in a moment: if it was made you will see it, and you will never be booked twice.';
    expect(await within(step()).findByRole('alert')).toHaveTextContent(said);

    act(() => void toast.dismiss());
    const notices = screen.getByRole('region', { name: /^Notifications/ });
    await waitFor(() =>
      expect(within(notices).queryByText('Booking Not Confirmed Yet')).not.toBeInTheDocument(),
    );
    expect(within(step()).getByRole('alert')).toHaveTextContent(said);

    cleanup();
    const second = await renderArea(BookingRoutes, '/abby-recycling', { api });
    expect(await within(step()).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(said);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByLabelText('Order Number')).toHaveTextContent('AR-482915');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const keys = [...first.requests, ...second.requests]
      .filter((r) => r.method === 'POST')
      .map((r) => (r.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says next to Confirm Booking why it failed, until another day is chosen', async () => {
    storeStepSix();
    const fault = 'Something went wrong';
    const advice =
      'The booking service ran into a problem. Press Confirm Booking again in a moment (you will never be booked twice), or call us at (817) 555-0142.';
    await renderArea(BookingRoutes, '/abby-recycling', {
      api: {
        'GET /api/booking/recycling/availability': () => ({
          status: 200,
          body: { first: '2030-01-02', last: '2030-03-02', capacityPerDay: 3, fullDays: [] },
        }),
        'POST /api/booking/recycling/pickups': () => apiError(500, 'internal', fault),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Booking' }, { timeout: 5000 }));
    const step = screen.getByRole('region', { name: 'Pickup Date & Contact' });
    expect(await within(step).findByRole('alert')).toHaveTextContent(`Booking Failed${advice}`);
    await userEvent.click(screen.getByRole('button', { name: /January 7th, 2030/ }));
    expect(within(step).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the focus on the first field to fix in the order of the form, not the first found wrong', async () => {
    storeStepSix();
    const user = userEvent.setup();
    await renderArea(BookingRoutes, '/abby-recycling', {
      api: {
        'GET /api/booking/recycling/availability': () => ({
          status: 200,
          body: { first: '2030-01-02', last: '2030-03-02', capacityPerDay: 3, fullDays: [] },
        }),
      },
    });
    // The email is found wrong as it is left, then the name above it is emptied.
    const email = await screen.findByLabelText('Email', {}, { timeout: 5000 });
    await user.clear(email);
    await user.type(email, 'ana@');
    await user.tab();
    expect(await screen.findByText(/valid email/i)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Full Name'));
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveFocus());
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription(/required/i);
  });

  it('says so under Confirm Booking when the answer takes more than 5 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      storeStepSix();
      await renderArea(BookingRoutes, '/abby-recycling', {
        api: {
          'GET /api/booking/recycling/availability': () => ({
            status: 200,
            body: { first: '2030-01-02', last: '2030-03-02', capacityPerDay: 3, fullDays: [] },
          }),
          'POST /api/booking/recycling/pickups': () => new Promise(() => {}),
        },
      });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(await screen.findByRole('button', { name: 'Confirm Booking' }, { timeout: 5000 }));
      expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(5000));
      expect(
        screen.getByText(
          'This is taking longer than usual. Please keep this page open: what you entered is kept, and trying again will not book twice.',
        ),
      ).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('marks a full day Full and "fully booked", unlike a past day, with a key under the calendar', async () => {
    sessionStorage.setItem(
      'booking:recycling-wizard',
      JSON.stringify({
        step: 6,
        zip: '76114',
        items: ['freezer'],
        floor: 'ground',
        installed: 'disconnected',
        access: 'easy',
        termsAccepted: true,
      }),
    );
    await renderArea(BookingRoutes, '/abby-recycling', {
      api: {
        'GET /api/booking/recycling/availability': () => ({
          status: 200,
          body: { first: '2030-01-02', last: '2030-03-02', capacityPerDay: 3, fullDays: ['2030-01-03'] },
        }),
      },
    });
    const full = await screen.findByRole('button', { name: /January 3rd, 2030/ }, { timeout: 5000 });
    expect(full).toBeDisabled();
    expect(full).toHaveAccessibleName(/, fully booked$/);
    expect(full.closest('td')).toHaveClass('is-full');
    // A day before the first bookable one cannot be chosen either, but it is not full.
    const past = screen.getByRole('button', { name: /January 1st, 2030/ });
    expect(past).toBeDisabled();
    expect(past).not.toHaveAccessibleName(/fully booked/);
    expect(past.closest('td')).not.toHaveClass('is-full');
    // The days either side of the full one are open.
    for (const open of [/January 2nd, 2030/, /January 4th, 2030/]) {
      expect(screen.getByRole('button', { name: open })).toBeEnabled();
      expect(screen.getByRole('button', { name: open })).not.toHaveAccessibleName(/fully booked/);
    }
    expect(screen.getByText('Days marked Full are fully booked.')).toBeInTheDocument();
  });

  it('says before booking that a pickup less than 24 hours away can be cancelled online but not moved', async () => {
    // Tuesday January 1, 2030, 6 PM in Fort Worth: tomorrow's pickup starts at 8 AM, 14 hours away.
    jest.useFakeTimers({
      now: new Date('2030-01-02T00:00:00Z'),
      advanceTimers: true,
      doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
    });
    try {
      sessionStorage.setItem(
        'booking:recycling-wizard',
        JSON.stringify({
          step: 6,
          zip: '76114',
          items: ['freezer'],
          floor: 'ground',
          installed: 'disconnected',
          access: 'easy',
          termsAccepted: true,
        }),
      );
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await renderArea(BookingRoutes, '/abby-recycling', {
        api: {
          'GET /api/booking/recycling/availability': () => ({
            status: 200,
            body: { first: '2030-01-02', last: '2030-03-02', capacityPerDay: 3, fullDays: [] },
          }),
        },
      });
      await user.click(await screen.findByRole('button', { name: /January 2nd, 2030/ }, { timeout: 5000 }));
      expect(screen.getByRole('note')).toHaveTextContent(
        'This pickup is less than 24 hours away. Once booked, it can be cancelled online but not moved: to move it, call us at (817) 555-0142.',
      );
      await user.click(screen.getByRole('button', { name: /January 3rd, 2030/ }));
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows no Full key when no day in the range is full', async () => {
    sessionStorage.setItem(
      'booking:recycling-wizard',
      JSON.stringify({
        step: 6,
        zip: '76114',
        items: ['freezer'],
        floor: 'ground',
        installed: 'disconnected',
        access: 'easy',
        termsAccepted: true,
      }),
    );
    await renderArea(BookingRoutes, '/abby-recycling', {
      api: {
        'GET /api/booking/recycling/availability': () => ({
          status: 200,
          body: { first: '2030-01-02', last: '2030-03-02', capacityPerDay: 3, fullDays: [] },
        }),
      },
    });
    expect(await screen.findByRole('button', { name: /January 3rd, 2030/ }, { timeout: 5000 })).toBeEnabled();
    expect(screen.queryByText('Days marked Full are fully booked.')).not.toBeInTheDocument();
  });

  it("browser Back and Forward move between the steps, keeping what was chosen; the wizard's Back is the same", async () => {
    const user = userEvent.setup();
    const { router } = await renderArea(BookingRoutes, '/abby-recycling', { history: ['/'] });
    const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
    await user.type(screen.getByLabelText('Zip Code'), '76114');
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    await stepHeading('Select Your Appliances');
    await user.click(screen.getByRole('button', { name: /Refrigerator/ }));

    act(() => void router.navigate(-1));
    await stepHeading('Check Your Zip Code');
    expect(screen.getByLabelText('Zip Code')).toHaveValue('76114');
    expect(router.location.pathname).toBe('/abby-recycling');

    act(() => void router.navigate(1));
    await stepHeading('Select Your Appliances');
    expect(screen.getByRole('button', { name: /Refrigerator/ })).toHaveAttribute('aria-pressed', 'true');

    // The wizard's own Back goes back in the history too: one more Back then leaves the page.
    await user.click(screen.getByRole('button', { name: '← Back' }));
    await stepHeading('Check Your Zip Code');
    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });

  it('Back on the first step goes back to the page of the site the visitor came from', async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    const { router } = await renderArea(BookingRoutes, '/abby-recycling', {
      history: [{ pathname: '/request-demo', key: 'from' }],
    });
    await screen.findByRole('heading', { level: 2, name: 'Check Your Zip Code' });
    // The trail the shell keeps: the wizard's entry was opened from the page behind it.
    recordHistoryEntry('from', '/request-demo', 'POP');
    recordHistoryEntry(router.location.key, '/abby-recycling', 'PUSH', 'from');

    await user.click(screen.getByRole('button', { name: '← Back' }));
    // Gone back (the entry behind, by its key), not forward to a copy of it.
    await waitFor(() => expect(router.location.key).toBe('from'));
    expect(router.location.pathname).toBe('/request-demo');
  });

  it("after a reload, the wizard's Back goes back a step at a time and then leaves, never forward to a step", async () => {
    sessionStorage.clear();
    sessionStorage.setItem(
      'booking:recycling-wizard',
      JSON.stringify({ step: 3, zip: '76114', items: ['freezer'] }),
    );
    // The entries the steps added before the reload, behind the one the page reloaded on.
    recordHistoryEntry('from', '/repair-guides', 'POP');
    recordHistoryEntry('s1', '/abby-recycling', 'PUSH', 'from');
    recordHistoryEntry('s2', '/abby-recycling', 'PUSH', 's1');
    recordHistoryEntry('s3', '/abby-recycling', 'PUSH', 's2');
    const user = userEvent.setup();
    const { router } = await renderArea(
      BookingWithTrail,
      { pathname: '/abby-recycling', key: 's3', state: { wizardStep: 3 } },
      {
        history: [
          { pathname: '/repair-guides', key: 'from' },
          { pathname: '/abby-recycling', key: 's1', state: { wizardStep: 1 } },
          { pathname: '/abby-recycling', key: 's2', state: { wizardStep: 2 } },
        ],
      },
    );
    const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
    await stepHeading('Access Details');
    await user.click(screen.getByRole('button', { name: '← Back' }));
    await stepHeading('Select Your Appliances');
    await user.click(screen.getByRole('button', { name: '← Back' }));
    await stepHeading('Check Your Zip Code');
    // Leaving: past the entries of steps 2 and 1 left from before the reload, to the page the visitor came from.
    await user.click(screen.getByRole('button', { name: '← Back' }));
    await waitFor(() => expect(router.location.pathname).toBe('/repair-guides'));
    expect(router.location.key).toBe('from');
  });

  it('browser Forward to a later step after every item was unticked shows the items step, not a step it cannot finish', async () => {
    sessionStorage.clear();
    sessionStorage.setItem(
      'booking:recycling-wizard',
      JSON.stringify({
        step: 6,
        zip: '76114',
        items: [],
        floor: 'ground',
        installed: 'disconnected',
        access: 'easy',
        termsAccepted: true,
      }),
    );
    await renderArea(BookingRoutes, { pathname: '/abby-recycling', state: { wizardStep: 6 } });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Select Your Appliances' }),
    ).toBeInTheDocument();
  });

  it('Back on the first step of a wizard opened from elsewhere goes to the home page', async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    const { router } = await renderArea(BookingRoutes, '/abby-recycling');
    await user.click(await screen.findByRole('button', { name: '← Back' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });

  it("opened on an earlier step's entry (Back pressed while the page loaded), shows that step", async () => {
    sessionStorage.setItem('booking:recycling-wizard', JSON.stringify({ step: 2, zip: '76114', items: [] }));
    await renderArea(BookingRoutes, { pathname: '/abby-recycling', state: { wizardStep: 1 } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Check Your Zip Code' })).toBeInTheDocument();
    expect(screen.getByLabelText('Zip Code')).toHaveValue('76114');
  });

  describe('the confirmation', () => {
    const manageToken = 'a'.repeat(43);
    const api = {
      'GET /api/booking/recycling/availability': () => ({
        status: 200,
        body: { first: '2030-01-02', last: '2030-03-02', capacityPerDay: 3, fullDays: [] },
      }),
      'POST /api/booking/recycling/pickups': () => ({
        status: 201,
        body: bookedPickup({ manageToken, confirmationEmailSent: true }),
      }),
      // The confirmation shown again reads the booking as it is now.
      [`GET /api/booking/manage/${manageToken}`]: () => ({ status: 200, body: managedNow() }),
    };
    let managedNow = () => ({
      booking: bookedPickup({ manageToken }).booking,
      canReschedule: true,
      canCancel: true,
      cancellationFeeCents: 0,
    });
    afterEach(() => {
      managedNow = () => ({
        booking: bookedPickup({ manageToken }).booking,
        canReschedule: true,
        canCancel: true,
        cancellationFeeCents: 0,
      });
    });
    const bookAtStepSix = async () => {
      storeStepSix({ withKey: false });
      await renderArea(BookingRoutes, '/abby-recycling', { history: ['/'], api });
      await userEvent.click(
        await screen.findByRole('button', { name: 'Confirm Booking' }, { timeout: 5000 }),
      );
      expect(await screen.findByLabelText('Order Number')).toHaveTextContent('AR-482913');
    };
    /** The page loaded again in the same tab: a new render over the same session storage. */
    const reload = () => {
      cleanup();
      return renderArea(BookingRoutes, '/abby-recycling', { history: ['/'], api });
    };

    it('shown again, says the pickup was cancelled on its manage page, with no reminders', async () => {
      await bookAtStepSix();
      managedNow = () => ({
        booking: { ...bookedPickup({ manageToken }).booking, status: 'cancelled' },
        canReschedule: false,
        canCancel: false,
        cancellationFeeCents: 0,
      });
      await reload();
      expect(await screen.findByRole('heading', { level: 2, name: 'Booking Cancelled' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        'This pickup, for Friday, January 4, 2030, was cancelled.',
      );
      expect(screen.getByLabelText('Order Number')).toHaveTextContent('AR-482913');
      expect(screen.queryByText(/Your pickup is scheduled/)).not.toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Reminders' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Book Another Pickup' })).toBeInTheDocument();
    });

    it('shown again, gives the new date of a pickup moved since', async () => {
      await bookAtStepSix();
      managedNow = () => ({
        booking: bookedPickup({ manageToken, date: '2030-01-11' }).booking,
        canReschedule: true,
        canCancel: true,
        cancellationFeeCents: 0,
      });
      await reload();
      expect(await screen.findByText('Friday, January 11, 2030')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Booking Confirmed!' })).toBeInTheDocument();
      expect(screen.queryByText('Friday, January 4, 2030')).not.toBeInTheDocument();
    });

    it('survives a reload with its number, date and manage link; Book Another Pickup starts again at the zip', async () => {
      const user = userEvent.setup();
      await bookAtStepSix();
      const { router } = await reload();
      expect(screen.getByRole('heading', { level: 2, name: 'Booking Confirmed!' })).toBeInTheDocument();
      expect(screen.getByLabelText('Order Number')).toHaveTextContent('AR-482913');
      expect(screen.getByText('Friday, January 4, 2030')).toBeInTheDocument();
      // A service that sends email says so, the day's reminder too.
      expect(screen.getByRole('list', { name: 'Reminders' })).toHaveTextContent(
        'A confirmation email with a calendar invitation is on its way.',
      );
      expect(screen.getByRole('link', { name: 'View or change booking' })).toHaveAttribute(
        'href',
        `/bookings/${manageToken}`,
      );
      await waitFor(() => expect(router.location.state).toMatchObject({ wizardDone: true }));

      await user.click(screen.getByRole('button', { name: 'Book Another Pickup' }));
      expect(screen.getByRole('heading', { level: 2, name: 'Check Your Zip Code' })).toBeInTheDocument();
      expect(screen.getByLabelText('Zip Code')).toHaveValue('');
      // The new booking's steps are places for Back again.
      await user.type(screen.getByLabelText('Zip Code'), '76114');
      await user.click(screen.getByRole('button', { name: 'Check Availability' }));
      await screen.findByRole('heading', { level: 2, name: 'Select Your Appliances' });
      act(() => void router.navigate(-1));
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Check Your Zip Code' }),
      ).toBeInTheDocument();
      expect(router.location.pathname).toBe('/abby-recycling');

      // The old confirmation is gone for good: a reload keeps the new booking's progress instead.
      await reload();
      expect(screen.queryByText('AR-482913')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Zip Code')).toHaveValue('76114');
    }, 30_000);

    it('Back from the reloaded confirmation leaves the page', async () => {
      await bookAtStepSix();
      const { router } = await reload();
      expect(screen.getByLabelText('Order Number')).toHaveTextContent('AR-482913');
      await waitFor(() => expect(router.location.state).toMatchObject({ wizardDone: true }));
      act(() => void router.navigate(-1));
      await waitFor(() => expect(router.location.pathname).toBe('/'));
    });

    it('is forgotten once the visitor leaves with Return to Home', async () => {
      await bookAtStepSix();
      await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
      await reload();
      expect(screen.getByRole('heading', { level: 2, name: 'Check Your Zip Code' })).toBeInTheDocument();
      expect(screen.queryByText('AR-482913')).not.toBeInTheDocument();
    });
  });

  it('links to the electronics page', async () => {
    await renderArea(BookingRoutes, '/abby-recycling');
    expect(screen.getByRole('link', { name: /electronics/i })).toHaveAttribute('href', '/abby-electronics');
  });
});
