import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, cleanUpArea, renderArea } from '@claims/ui/testing';
import BookingRoutes from '../../../src/app/routes';

afterEach(cleanUpArea);

const token = 'c'.repeat(43);
const booking = {
  id: '6650f0c2a1b2c3d4e5f6aa03',
  kind: 'recycling',
  number: 'AR-000123',
  status: 'scheduled',
  zip: '76114',
  date: '2030-01-10',
  items: ['freezer'],
  quote: { lines: [], subtotalCents: 6995, taxCents: 577, totalCents: 7572 },
  contact: { name: 'Ana Ruiz', phone: '8175550134', email: 'ana@example.com', address: '1 Main St' },
  createdAt: '2030-01-01T12:00:00.000Z',
};
const availability = { first: '2030-01-02', last: '2030-03-02', capacityPerDay: 3, fullDays: ['2030-01-11'] };

describe('/bookings/:token', () => {
  it('shows the booking and reschedules it to an available day (full days disabled)', async () => {
    const user = userEvent.setup();
    const { requests } = await renderArea(BookingRoutes, `/bookings/${token}`, {
      api: {
        [`GET /api/booking/manage/${token}`]: () => ({
          status: 200,
          body: { booking, canReschedule: true, canCancel: true, cancellationFeeCents: 0 },
        }),
        'GET /api/booking/recycling/availability': () => ({ status: 200, body: availability }),
        [`POST /api/booking/manage/${token}/reschedule`]: (request) => ({
          status: 200,
          body: {
            booking: { ...booking, date: (request.body as { date: string }).date },
            canReschedule: true,
            canCancel: true,
            cancellationFeeCents: 0,
          },
        }),
      },
    });
    expect(await screen.findByText('AR-000123')).toBeInTheDocument();
    expect(screen.getByText('Thursday, January 10, 2030')).toBeInTheDocument();
    expect(screen.getByText('$75.72')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /January 11th, 2030/ }, { timeout: 5000 }),
    ).toBeDisabled();
    // The booked day is marked as the customer's own in the calendar, with its key below.
    expect(screen.getByRole('button', { name: /January 10th, 2030/ }).closest('td')).toHaveClass('is-booked');
    expect(screen.getByText(/Your booking now: Thursday, January 10, 2030/)).toBeInTheDocument();
    // Asked without a day, then a day is chosen: the request for one goes.
    await user.click(screen.getByRole('button', { name: 'Confirm New Date' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a new date');
    await user.click(screen.getByRole('button', { name: /January 14th, 2030/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // A double click (two presses before the page has redrawn) asks once, and the visitor sees the move, not a
    // refusal of the repeat.
    const confirm = screen.getByRole('button', { name: 'Confirm New Date' });
    act(() => {
      confirm.click();
      confirm.click();
    });
    expect(await screen.findByText('Monday, January 14, 2030')).toBeInTheDocument();
    const moves = requests.filter((r) => r.url.pathname.endsWith('/reschedule'));
    expect(moves).toHaveLength(1);
    // With the date the page showed, so a booking moved meanwhile in another tab is not moved over.
    expect(moves[0].body).toEqual({ date: '2030-01-14', from: { date: '2030-01-10' } });
    expect(await screen.findByText('Booking Rescheduled')).toBeInTheDocument();
    // Focus goes to the booking, which now shows the new date, not to the top of the page.
    expect(screen.getByRole('generic', { name: 'Your booking' })).toHaveFocus();
  });

  it('says before moving a pickup to tomorrow (less than 24 hours away) that it could then not be moved again online', async () => {
    // Tuesday January 1, 2030, 6 PM in Fort Worth: a pickup on the 2nd starts at 8 AM, 14 hours away.
    jest.useFakeTimers({
      now: new Date('2030-01-02T00:00:00Z'),
      advanceTimers: true,
      doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
    });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await renderArea(BookingRoutes, `/bookings/${token}`, {
        api: {
          [`GET /api/booking/manage/${token}`]: () => ({
            status: 200,
            body: { booking, canReschedule: true, canCancel: true, cancellationFeeCents: 0 },
          }),
          'GET /api/booking/recycling/availability': () => ({ status: 200, body: availability }),
        },
      });
      await user.click(await screen.findByRole('button', { name: /January 2nd, 2030/ }, { timeout: 5000 }));
      const reschedule = screen.getByRole('region', { name: 'Reschedule' });
      expect(within(reschedule).getByRole('note')).toHaveTextContent(
        'This time is less than 24 hours away. Once your pickup is moved there, it can be cancelled online but not moved again: to move it, call us at (817) 555-0142.',
      );
      await user.click(screen.getByRole('button', { name: /January 14th, 2030/ }));
      expect(within(reschedule).queryByRole('note')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says where the booking is now when another tab moved it meanwhile, and shows that date', async () => {
    const user = userEvent.setup();
    let reads = 0;
    await renderArea(BookingRoutes, `/bookings/${token}`, {
      api: {
        [`GET /api/booking/manage/${token}`]: () => ({
          status: 200,
          body: {
            booking: { ...booking, date: ++reads === 1 ? '2030-01-10' : '2030-01-15' },
            canReschedule: true,
            canCancel: true,
            cancellationFeeCents: 0,
          },
        }),
        'GET /api/booking/recycling/availability': () => ({ status: 200, body: availability }),
        [`POST /api/booking/manage/${token}/reschedule`]: () =>
          apiError(
            409,
            'conflict',
            'This booking was changed in another window: it is now on Tuesday, January 15, 2030. Reload the page to see it.',
          ),
      },
    });
    await user.click(await screen.findByRole('button', { name: /January 14th, 2030/ }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Confirm New Date' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This booking was changed in another window: it is now on Tuesday, January 15, 2030.',
    );
    expect(await screen.findByText(/Your booking now: Tuesday, January 15, 2030/)).toBeInTheDocument();
  });

  it('marks full days in the reschedule calendar as fully booked, but not the day already booked', async () => {
    await renderArea(BookingRoutes, `/bookings/${token}`, {
      api: {
        [`GET /api/booking/manage/${token}`]: () => ({
          status: 200,
          body: { booking, canReschedule: true, canCancel: true, cancellationFeeCents: 0 },
        }),
        'GET /api/booking/recycling/availability': () => ({
          status: 200,
          // The booked day is full too: the customer's own pickup is one of its three.
          body: { ...availability, fullDays: ['2030-01-10', '2030-01-11'] },
        }),
      },
    });
    const full = await screen.findByRole('button', { name: /January 11th, 2030/ }, { timeout: 5000 });
    expect(full).toBeDisabled();
    expect(full).toHaveAccessibleName(/, fully booked$/);
    const own = screen.getByRole('button', { name: /January 10th, 2030/ });
    expect(own).not.toHaveAccessibleName(/fully booked/);
    expect(own.closest('td')).toHaveClass('is-booked');
    expect(own.closest('td')).not.toHaveClass('is-full');
    expect(screen.getByRole('button', { name: /January 1st, 2030/ })).not.toHaveAccessibleName(
      /fully booked/,
    );
    expect(screen.getByText('Days marked Full are fully booked.')).toBeInTheDocument();
    expect(screen.getByText(/Your booking now: Thursday, January 10, 2030/)).toBeInTheDocument();
  });

  it('shows the same-day cancellation fee before cancelling, and the note when changes must be phoned in', async () => {
    const user = userEvent.setup();
    await renderArea(BookingRoutes, `/bookings/${token}`, {
      api: {
        [`GET /api/booking/manage/${token}`]: () => ({
          status: 200,
          body: {
            booking,
            canReschedule: false,
            canCancel: true,
            cancellationFeeCents: 5000,
            rescheduleNote:
              'Rescheduling within 24 hours of the appointment cannot be done online: please call us at (817) 555-0142.',
          },
        }),
        [`POST /api/booking/manage/${token}/cancel`]: () => ({
          status: 200,
          body: {
            booking: { ...booking, status: 'cancelled', cancellationFeeCents: 5000 },
            canReschedule: false,
            canCancel: false,
            cancellationFeeCents: 0,
          },
        }),
      },
    });
    expect(await screen.findByText('A same-day cancellation fee of $50.00 applies.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Rescheduling within 24 hours of the appointment cannot be done online: please call us at (817) 555-0142.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reschedule' })).not.toBeInTheDocument();
    // The page's own introduction does not promise what the note refuses.
    expect(
      screen.getByText(
        'This private link shows your booking. It is less than 24 hours away, so it can no longer be rescheduled here; you can still cancel it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/From here you can reschedule/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('$50.00')).toBeInTheDocument();
    // Nothing is offered any more; booking again is.
    expect(
      screen.getByText(/This booking is cancelled, so nothing more can be changed here/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'schedule a pickup' })).toHaveAttribute(
      'href',
      '/abby-recycling',
    );
    expect(screen.queryByText(/From here you can reschedule/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
    // The Cancel card went with the button focus came from: focus is on the booking that now reads Cancelled.
    expect(document.activeElement).toHaveAttribute('aria-label', 'Your booking');
    expect(document.activeElement).toHaveTextContent('Cancelled');
  });

  it('cancels once when Yes, Cancel is double-clicked, and says it is cancelled', async () => {
    const user = userEvent.setup();
    const { requests } = await renderArea(BookingRoutes, `/bookings/${token}`, {
      api: {
        [`GET /api/booking/manage/${token}`]: () => ({
          status: 200,
          body: { booking, canReschedule: false, canCancel: true, cancellationFeeCents: 0 },
        }),
        [`POST /api/booking/manage/${token}/cancel`]: () => ({
          status: 200,
          body: {
            booking: { ...booking, status: 'cancelled' },
            canReschedule: false,
            canCancel: false,
            cancellationFeeCents: 0,
          },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    // The question's consequence is read with it.
    expect(screen.getByRole('dialog', { name: 'Cancel this booking?' })).toHaveAccessibleDescription(
      /Your place will be released\.|A same-day cancellation fee of .* applies\./,
    );
    // A double click's two clicks, both before the page redraws (the browser counts them in `detail`).
    const yes = screen.getByRole('button', { name: 'Yes, Cancel' });
    act(() => {
      fireEvent.click(yes, { detail: 1 });
      fireEvent.click(yes, { detail: 2 });
    });
    expect(await screen.findByText('Booking Cancelled')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname.endsWith('/cancel'))).toHaveLength(1);
    expect(screen.queryByText('Cancellation Failed')).not.toBeInTheDocument();
  });

  it('says why a reschedule was refused when another tab cancelled the booking meanwhile, as the page shows it cancelled', async () => {
    const user = userEvent.setup();
    let status = 'scheduled';
    await renderArea(BookingRoutes, `/bookings/${token}`, {
      api: {
        [`GET /api/booking/manage/${token}`]: () => ({
          status: 200,
          body: {
            booking: { ...booking, status },
            canReschedule: status === 'scheduled',
            canCancel: status === 'scheduled',
            cancellationFeeCents: 0,
          },
        }),
        'GET /api/booking/recycling/availability': () => ({ status: 200, body: availability }),
        [`POST /api/booking/manage/${token}/reschedule`]: () => {
          status = 'cancelled';
          return apiError(409, 'conflict', 'Only a scheduled booking can be rescheduled');
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /January 14th, 2030/ }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Confirm New Date' }));
    const notices = screen.getByRole('region', { name: /^Notifications/ });
    expect(await within(notices).findByText('Not Rescheduled')).toBeInTheDocument();
    expect(within(notices).getByText('Only a scheduled booking can be rescheduled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Reschedule' })).not.toBeInTheDocument());
    expect(within(notices).getByText('Only a scheduled booking can be rescheduled')).toBeInTheDocument();
  });

  it.each([
    ['office', true],
    ['customer', false],
  ] as const)('says whether the office cancelled it (cancelled by the %s)', async (by, saysOffice) => {
    await renderArea(BookingRoutes, `/bookings/${token}`, {
      api: {
        [`GET /api/booking/manage/${token}`]: () => ({
          status: 200,
          body: {
            booking: { ...booking, status: 'cancelled', cancelledBy: by },
            canReschedule: false,
            canCancel: false,
            cancellationFeeCents: 0,
          },
        }),
      },
    });
    const intro = await screen.findByText(/This booking is cancelled, so nothing more can be changed here/);
    if (saysOffice)
      expect(intro).toHaveTextContent(
        /^Our office cancelled this booking\. If you did not expect it, call us at \(817\) 555-0142\. This booking is cancelled/,
      );
    else expect(intro).toHaveTextContent(/^This booking is cancelled/);
  });

  it('says a cancellation whose answer was lost is made, and shows the booking cancelled', async () => {
    const user = userEvent.setup();
    let status = 'scheduled';
    const managed = () => ({
      status: 200,
      body: {
        booking: { ...booking, status },
        canReschedule: status === 'scheduled',
        canCancel: status === 'scheduled',
        cancellationFeeCents: 0,
      },
    });
    await renderArea(BookingRoutes, `/bookings/${token}`, {
      api: {
        [`GET /api/booking/manage/${token}`]: managed,
        'GET /api/booking/recycling/availability': () => ({ status: 200, body: availability }),
        // The service cancels it, but the answer never reaches the phone.
        [`POST /api/booking/manage/${token}/cancel`]: () => {
          status = 'cancelled';
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByText('Booking Cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Cancellation Failed')).not.toBeInTheDocument();
    expect(await screen.findByText(/This booking is cancelled/)).toBeInTheDocument();
  });

  it('still says a refused cancellation failed, and shows the booking as it is now', async () => {
    const user = userEvent.setup();
    await renderArea(BookingRoutes, `/bookings/${token}`, {
      api: {
        [`GET /api/booking/manage/${token}`]: () => ({
          status: 200,
          body: { booking, canReschedule: true, canCancel: true, cancellationFeeCents: 0 },
        }),
        'GET /api/booking/recycling/availability': () => ({ status: 200, body: availability }),
        [`POST /api/booking/manage/${token}/cancel`]: () =>
          apiError(409, 'conflict', 'Cancellations must be phoned in now'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
    expect(screen.queryByText('Booking Cancelled')).not.toBeInTheDocument();
  });

  it('an unknown link says the booking was not found, with no Retry that could not help', async () => {
    await renderArea(BookingRoutes, `/bookings/${token}`, {
      api: { [`GET /api/booking/manage/${token}`]: () => apiError(404, 'not_found', 'Booking not found') },
    });
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
    expect(screen.getByText(/open the link from your booking confirmation again/)).toBeInTheDocument();
    expect(screen.queryByText(/This private link shows your booking/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('a malformed link says the booking was not found at once, without asking the server', async () => {
    const { requests } = await renderArea(BookingRoutes, '/bookings/not-a-real-token-123', {
      api: {
        'GET /api/booking/manage/not-a-real-token-123': () =>
          apiError(400, 'bad_request', 'This link is not a booking link'),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname.startsWith('/api/booking/manage/'))).toHaveLength(0);
    // One sentence, the phone number inside it.
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(/This link does not lead to a booking/).tagName).toBe('P');
    expect(within(alert).getByRole('link', { name: '(817) 555-0142' }).closest('p')).not.toBeNull();
  });

  it('a server that fails offers Retry', async () => {
    await renderArea(BookingRoutes, `/bookings/${token}`, {
      api: { [`GET /api/booking/manage/${token}`]: () => apiError(500, 'internal', 'Something went wrong') },
    });
    expect(
      await screen.findByText('This booking could not be loaded', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
