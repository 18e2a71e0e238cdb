import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@claims/ui';
import { apiError, cleanUpArea, renderArea } from '@claims/ui/testing';
import BookingRoutes from '../../../src/app/routes';

afterEach(cleanUpArea);

// Monday January 7, 2030 through Wednesday February 6, 2030; Sundays have no windows.
const days = Array.from({ length: 31 }, (_, i) => {
  const date = new Date(Date.UTC(2030, 0, 7 + i)).toISOString().slice(0, 10);
  const sunday = new Date(`${date}T12:00:00Z`).getUTCDay() === 0;
  const windows = sunday
    ? []
    : date === '2030-01-09'
      ? [] // Every window taken: fully booked.
      : date === '2030-01-08'
        ? [
            { id: '08', remaining: 2 },
            { id: '12', remaining: 1 },
          ]
        : ['08', '10', '12', '14', '16'].map((id) => ({ id, remaining: 2 }));
  return { date, windows };
});

/** The availability answer over `days`, with how reminders go out. */
const availability = (reminders: { textReminders: boolean; emailReminders: boolean }) => ({
  status: 200,
  body: { first: '2030-01-07', last: '2030-02-06', capacityPerWindow: 2, days, ...reminders },
});

/** The service's answer to a booked visit: AC Repair on Tuesday January 8 at 12-2, for Bo Nguyen. */
const visitBooked = (number: string, manageToken: string, confirmationEmailSent = false) => ({
  manageToken,
  confirmationEmailSent,
  booking: {
    id: '6650f0c2a1b2c3d4e5f6aa02',
    kind: 'technician',
    number,
    status: 'scheduled',
    zip: '76114',
    date: '2030-01-08',
    windowId: '12',
    serviceId: 'ac-repair',
    serviceCallFeeCents: 9900,
    contact: { name: 'Bo Nguyen', phone: '8175550100', email: 'bo@example.com', address: '2 Elm St' },
    createdAt: '2030-01-07T12:00:00.000Z',
  },
});

/** The wizard as kept in the tab on its review (as after a reload there): AC Repair, January 8 at 12-2, Bo Nguyen. */
function storeReview() {
  sessionStorage.setItem(
    'booking:technician-wizard',
    JSON.stringify({
      step: 5,
      zip: '76114',
      serviceId: 'ac-repair',
      date: '2030-01-08',
      windowId: '12',
      contact: { name: 'Bo Nguyen', phone: '8175550100', email: 'bo@example.com', address: '2 Elm St' },
    }),
  );
}

const consentLabel = 'I agree to the service terms and authorize the service call fee';
const unconfirmedMessage =
  'We could not hear back from the booking service, so we cannot tell yet whether your booking was made. Press Confirm Booking again in a moment: if it was made you will see it, and you will never be booked twice.';

const faultAdvice =
  'The booking service ran into a problem. Press Confirm Booking again in a moment (you will never be booked twice), or call us at (817) 555-0142.';

/** The notices (toasts) at the edge of the screen, apart from the page. */
const notices = () => screen.getByRole('region', { name: /^Notifications/ });
/** The step card of the review, where its lasting alert is. */
const review = () => screen.getByRole('region', { name: 'Review & Confirm' });

/** Zip, AC Repair, Tuesday January 8 at 12-2 (Sunday the 13th and the full 10-12 window refused), contact, Review. */
async function fillToReview(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Zip Code' }), '76114');
  await user.click(screen.getByRole('button', { name: 'Check Availability' }));
  await user.click(screen.getByRole('radio', { name: /AC Repair/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(await screen.findByRole('button', { name: /January 13th, 2030/ }, { timeout: 5000 })).toBeDisabled(); // Sunday
  await user.click(screen.getByRole('button', { name: /January 8th, 2030/ }));
  const windows = screen.getByRole('radiogroup', { name: 'Time Window' });
  expect(within(windows).getByRole('radio', { name: /10:00 AM - 12:00 PM/ })).toBeDisabled();
  await user.click(within(windows).getByRole('radio', { name: /12:00 PM - 2:00 PM/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  await user.type(await screen.findByLabelText('Full Name'), 'Bo Nguyen');
  await user.type(screen.getByLabelText('Phone'), '(817) 555-0100');
  await user.type(screen.getByLabelText('Email'), 'bo@example.com');
  await user.type(screen.getByLabelText('Address'), '2 Elm St');
  await user.click(screen.getByRole('button', { name: 'Review Booking' }));
}

describe('/request-tech', () => {
  it('an unserved zip shows the Service Area Unavailable toast and stays on step 1; the 24th served zip moves on', async () => {
    await renderArea(BookingRoutes, '/request-tech');
    const zip = screen.getByRole('textbox', { name: 'Zip Code' });
    await userEvent.type(zip, '76138');
    expect(await screen.findByText('Service Area Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Check Your Zip Code' })).toBeInTheDocument();
    await userEvent.clear(zip);
    await userEvent.type(zip, '76137');
    await userEvent.click(screen.getByRole('button', { name: 'Check Availability' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a Service' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(10);
  });

  it('the service cards are one radio group for the keyboard: one tab stop, arrows choose', async () => {
    const user = userEvent.setup();
    await renderArea(BookingRoutes, '/request-tech');
    await user.type(screen.getByRole('textbox', { name: 'Zip Code' }), '76137');
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1, -1, -1, -1]);
    radios[0].focus();
    await user.keyboard('{ArrowRight}');
    expect(radios[1]).toHaveFocus();
    expect(radios[1]).toHaveAttribute('aria-checked', 'true');
    expect(radios.map((radio) => radio.tabIndex).filter((index) => index === 0)).toHaveLength(1);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(radios[9]).toHaveFocus();
    expect(radios[9]).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Home}');
    expect(radios[0]).toHaveAttribute('aria-checked', 'true');
  });

  it('promises a reminder by email, not a text, while the service has no text message provider', async () => {
    const user = userEvent.setup();
    await renderArea(BookingRoutes, '/request-tech', {
      api: {
        'GET /api/booking/technician/availability': () =>
          availability({ textReminders: false, emailReminders: true }),
      },
    });
    await fillToReview(user);
    expect(
      await screen.findByText('You will receive a reminder by email 24 hours before your appointment'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/text reminder/)).not.toBeInTheDocument();
  });

  it('promises no reminder while neither texts nor emails can be sent, and says so', async () => {
    const user = userEvent.setup();
    await renderArea(BookingRoutes, '/request-tech', {
      api: {
        'GET /api/booking/technician/availability': () =>
          availability({ textReminders: false, emailReminders: false }),
      },
    });
    await fillToReview(user);
    expect(
      await screen.findByText(
        'Please note your appointment time: reminders cannot be sent at the moment. The confirmation gives you a link to see or change your booking.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/You will receive/)).not.toBeInTheDocument();
  });

  it('goes from zip to confirmation: Sundays and full windows disabled, the $99 fee and consent on review', async () => {
    const user = userEvent.setup();
    const { requests } = await renderArea(BookingRoutes, '/request-tech', {
      api: {
        'GET /api/booking/technician/availability': () =>
          availability({ textReminders: true, emailReminders: false }),
        'POST /api/booking/technician/visits': () => ({
          status: 201,
          body: visitBooked('TS-104233', 'b'.repeat(43)),
        }),
      },
    });
    await fillToReview(user);

    expect(await screen.findByText('$99.00')).toBeInTheDocument();
    expect(screen.getByText('Payment by cash, card or checks')).toBeInTheDocument();
    expect(screen.getByText('Our technician will call 30 minutes before arrival')).toBeInTheDocument();
    expect(
      screen.getByText('You will receive a text reminder 24 hours before your appointment'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(screen.getByText('Please agree to the service terms')).toBeInTheDocument();
    // At the box, with the focus on it (its description is the message).
    expect(screen.getByLabelText(consentLabel)).toHaveFocus();
    expect(screen.getByLabelText(consentLabel)).toHaveAccessibleDescription(
      'Please agree to the service terms',
    );
    await user.click(
      screen.getByLabelText('I agree to the service terms and authorize the service call fee'),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmation Number')).toHaveTextContent('TS-104233');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/trial-dashboard');
    expect(screen.getByText('Free rescheduling with 24-hour notice.')).toBeInTheDocument();
    // No mail server behind the service: no email or reminder is promised; the booking's link is the way back.
    const next = screen.getByRole('list', { name: 'What happens next' });
    expect(next).toHaveTextContent('Keep the View or change booking link below');
    expect(next).not.toHaveTextContent(/email|reminder/i);
    expect(requests.find((r) => r.url.pathname === '/api/booking/technician/visits')?.body).toMatchObject({
      zip: '76114',
      serviceId: 'ac-repair',
      date: '2030-01-08',
      windowId: '12',
      consent: true,
    });
    await waitFor(() => expect(sessionStorage.getItem('booking:technician-wizard')).toBeNull());
  }, 30_000);

  it('says the same visit is booked already (another tab), links it when it was booked in this browser, and books a second only when asked', async () => {
    const user = userEvent.setup();
    // TS-104233 was booked in another tab of this browser.
    localStorage.setItem(
      'booking:made-here',
      JSON.stringify([{ number: 'TS-104233', date: '2030-01-08', manageToken: 'd'.repeat(43) }]),
    );
    const booked = visitBooked('TS-104299', 'c'.repeat(43));
    const message =
      'You already booked this visit: TS-104233, Tuesday, January 8, 2030, 12:00 PM - 2:00 PM, for bo@example.com. Book it again only if you need a second one.';
    const { requests } = await renderArea(BookingRoutes, '/request-tech', {
      api: {
        'GET /api/booking/technician/availability': () =>
          availability({ textReminders: false, emailReminders: false }),
        'POST /api/booking/technician/visits': (request) =>
          (request.body as { bookAgain?: boolean }).bookAgain
            ? { status: 201, body: booked }
            : {
                status: 409,
                body: { error: { code: 'conflict', message, fields: { duplicateOf: 'TS-104233' } } },
              },
      },
    });
    await fillToReview(user);
    await user.click(
      await screen.findByLabelText('I agree to the service terms and authorize the service call fee'),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await within(notices()).findByText('Already Booked')).toBeInTheDocument();
    // One line in the notice, so that on a phone it covers little of the form; the whole message is on the review.
    expect(
      within(notices()).getByText('TS-104233 has the same details: see the note above Confirm Booking.'),
    ).toBeInTheDocument();
    // The notice only tells; the choices are in the alert on the review, which stays.
    expect(within(notices()).queryByRole('button', { name: 'Book It Again' })).not.toBeInTheDocument();
    const alert = within(review()).getByRole('alert');
    expect(alert).toHaveTextContent(`Already Booked${message}`);
    expect(within(alert).getByRole('link', { name: 'View or change booking TS-104233' })).toHaveAttribute(
      'href',
      `/bookings/${'d'.repeat(43)}`,
    );
    // Still on the review, with the chosen time kept (not sent back to pick another window).
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Book It Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmation Number')).toHaveTextContent('TS-104299');
    const sent = requests.filter((r) => r.url.pathname === '/api/booking/technician/visits');
    expect(sent.map((r) => (r.body as { bookAgain?: boolean }).bookAgain)).toEqual([undefined, true]);
    // The second booking is remembered too, the first kept.
    expect(
      (JSON.parse(localStorage.getItem('booking:made-here')!) as { number: string }[]).map((b) => b.number),
    ).toEqual(['TS-104299', 'TS-104233']);
  }, 30_000);

  it('takes the Already Booked notice away when its booking is opened from the alert', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      'booking:made-here',
      JSON.stringify([{ number: 'TS-104233', date: '2030-01-08', manageToken: 'd'.repeat(43) }]),
    );
    storeReview();
    const { router } = await renderArea(BookingRoutes, '/request-tech', {
      api: {
        'GET /api/booking/technician/availability': () =>
          availability({ textReminders: false, emailReminders: false }),
        'POST /api/booking/technician/visits': () =>
          apiError(409, 'conflict', 'You already booked this visit: TS-104233.', {
            duplicateOf: 'TS-104233',
          }),
        [`GET /api/booking/manage/${'d'.repeat(43)}`]: () => ({
          status: 200,
          body: {
            booking: { ...visitBooked('TS-104233', 'd'.repeat(43)).booking },
            canReschedule: true,
            canCancel: true,
            cancellationFeeCents: 0,
          },
        }),
      },
    });
    await user.click(await screen.findByLabelText(consentLabel, {}, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await within(notices()).findByText('Already Booked')).toBeInTheDocument();
    await user.click(within(review()).getByRole('link', { name: 'View or change booking TS-104233' }));
    expect(router.location.pathname).toBe(`/bookings/${'d'.repeat(43)}`);
    // It pointed at the note above Confirm Booking, which this page does not have.
    await waitFor(() => expect(within(notices()).queryByText('Already Booked')).not.toBeInTheDocument());
  });

  it('links no booking it was not made in this browser: its number alone opens nothing', async () => {
    const user = userEvent.setup();
    storeReview();
    await renderArea(BookingRoutes, '/request-tech', {
      api: {
        'GET /api/booking/technician/availability': () =>
          availability({ textReminders: false, emailReminders: false }),
        'POST /api/booking/technician/visits': () =>
          apiError(409, 'conflict', 'You already booked this visit: TS-104233.', {
            duplicateOf: 'TS-104233',
          }),
      },
    });
    await user.click(screen.getByLabelText(consentLabel));
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const alert = await within(review()).findByRole('alert');
    expect(alert).toHaveTextContent('Already Booked');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Book It Again' })).toBeInTheDocument();
  });

  it('keeps saying on the review that a booking whose answer was lost may have been made, after its notice has gone; Confirm again sends the same key and the booking replaces the alert', async () => {
    jest.useFakeTimers({ advanceTimers: true, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      storeReview();
      let answerRetry!: () => void;
      const retryAnswered = new Promise<void>((resolve) => (answerRetry = resolve));
      let posts = 0;
      const { requests } = await renderArea(BookingRoutes, '/request-tech', {
        api: {
          'GET /api/booking/technician/availability': () =>
            availability({ textReminders: false, emailReminders: false }),
          // The visit is booked but the connection drops before the answer arrives; the same request again is
          // answered with it, once the test lets it through.
          'POST /api/booking/technician/visits': async () => {
            if (++posts === 1) throw new TypeError('Failed to fetch');
            await retryAnswered;
            return { status: 201, body: visitBooked('TS-104233', 'b'.repeat(43)) };
          },
        },
      });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByLabelText(consentLabel));
      await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

      const alert = await within(review()).findByRole('alert');
      expect(alert).toHaveTextContent(`Booking Not Confirmed Yet${unconfirmedMessage}`);
      expect(within(notices()).getByText('Booking Not Confirmed Yet')).toBeInTheDocument();
      // Above the button it speaks of.
      expect(
        alert.compareDocumentPosition(screen.getByRole('button', { name: 'Confirm Booking' })) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();

      // Ten minutes later the notice has gone by itself; the alert has not.
      await act(() => jest.advanceTimersByTimeAsync(10 * 60_000));
      await waitFor(() =>
        expect(within(notices()).queryByText('Booking Not Confirmed Yet')).not.toBeInTheDocument(),
      );
      expect(within(review()).getByRole('alert')).toHaveTextContent(
        `Booking Not Confirmed Yet${unconfirmedMessage}`,
      );

      // Pressed again: the alert stays while the answer is awaited, then the booking takes its place.
      await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
      expect(await screen.findByRole('button', { name: 'Booking...' })).toBeInTheDocument();
      expect(within(review()).getByRole('alert')).toHaveTextContent('Booking Not Confirmed Yet');
      answerRetry();
      expect(await screen.findByLabelText('Confirmation Number')).toHaveTextContent('TS-104233');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Booking Not Confirmed Yet')).not.toBeInTheDocument());
      const keys = requests
        .filter((r) => r.url.pathname === '/api/booking/technician/visits')
        .map((r) => (r.body as { idempotencyKey: string }).idempotencyKey);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    } finally {
      jest.useRealTimers();
    }
  }, 30_000);

  it('says on the review why the last Confirm Booking failed until the next answer: a server fault, then Already Booked, whose own Book It Again books a second', async () => {
    const user = userEvent.setup();
    storeReview();
    const fault = 'Something went wrong';
    const duplicate =
      'You already booked this visit: TS-104233, Tuesday, January 8, 2030, 12:00 PM - 2:00 PM, for bo@example.com. Book it again only if you need a second one.';
    let posts = 0;
    const { requests } = await renderArea(BookingRoutes, '/request-tech', {
      api: {
        'GET /api/booking/technician/availability': () =>
          availability({ textReminders: false, emailReminders: false }),
        'POST /api/booking/technician/visits': (request) =>
          ++posts === 1
            ? apiError(500, 'internal', fault)
            : (request.body as { bookAgain?: boolean }).bookAgain
              ? { status: 201, body: visitBooked('TS-104299', 'c'.repeat(43)) }
              : apiError(409, 'conflict', duplicate, { duplicateOf: 'TS-104233' }),
      },
    });
    await user.click(screen.getByLabelText(consentLabel));
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    // The fault's own words give nothing to act on: what to do is said instead, in the alert and the notice.
    expect(await within(review()).findByRole('alert')).toHaveTextContent(`Booking Failed${faultAdvice}`);
    expect(within(notices()).getByText(faultAdvice)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() =>
      expect(within(review()).getByRole('alert')).toHaveTextContent(`Already Booked${duplicate}`),
    );
    expect(within(review()).getByRole('alert')).not.toHaveTextContent('Booking Failed');
    // Its notice closed, the alert still offers the second booking.
    act(() => void toast.dismiss());
    await waitFor(() => expect(within(notices()).queryByText('Already Booked')).not.toBeInTheDocument());
    await user.click(within(review()).getByRole('button', { name: 'Book It Again' }));

    expect(await screen.findByLabelText('Confirmation Number')).toHaveTextContent('TS-104299');
    const sent = requests.filter((r) => r.url.pathname === '/api/booking/technician/visits');
    expect(sent.map((r) => (r.body as { bookAgain?: boolean }).bookAgain)).toEqual([
      undefined,
      undefined,
      true,
    ]);
  }, 30_000);

  it('keeps the service terms ticked over a reload, with the lost answer said, so Confirm Booking can be pressed again at once', async () => {
    const user = userEvent.setup();
    storeReview();
    let posts = 0;
    const api = {
      'GET /api/booking/technician/availability': () =>
        availability({ textReminders: false, emailReminders: false }),
      'POST /api/booking/technician/visits': () => {
        if (++posts === 1) throw new TypeError('Failed to fetch');
        return { status: 201, body: visitBooked('TS-104233', 'b'.repeat(43)) };
      },
    };
    await renderArea(BookingRoutes, '/request-tech', { api });
    await user.click(screen.getByLabelText(consentLabel));
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await within(review()).findByRole('alert')).toHaveTextContent('Booking Not Confirmed Yet');

    cleanup();
    await renderArea(BookingRoutes, '/request-tech', { api });
    expect(await screen.findByLabelText(consentLabel)).toBeChecked();
    expect(within(review()).getByRole('alert')).toHaveTextContent('Booking Not Confirmed Yet');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByLabelText('Confirmation Number')).toHaveTextContent('TS-104233');
  }, 30_000);

  it('forgets the last failure once the review is left: back there, nothing is said until Confirm Booking', async () => {
    const user = userEvent.setup();
    storeReview();
    await renderArea(BookingRoutes, '/request-tech', {
      api: {
        'GET /api/booking/technician/availability': () =>
          availability({ textReminders: false, emailReminders: false }),
        'POST /api/booking/technician/visits': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await user.click(screen.getByLabelText(consentLabel));
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await within(review()).findByRole('alert')).toHaveTextContent('Booking Not Confirmed Yet');

    await user.click(screen.getByRole('button', { name: '← Back' }));
    await user.click(await screen.findByRole('button', { name: 'Review Booking' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Review & Confirm' })).toBeInTheDocument();
    expect(within(review()).queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);

  it('Continue on Date & Time with a choice missing puts the focus on the choice to make', async () => {
    sessionStorage.setItem(
      'booking:technician-wizard',
      JSON.stringify({ step: 3, zip: '76114', serviceId: 'ac-repair' }),
    );
    const user = userEvent.setup();
    await renderArea(BookingRoutes, '/request-tech', {
      api: {
        'GET /api/booking/technician/availability': () =>
          availability({ textReminders: false, emailReminders: false }),
      },
    });
    const grid = await screen.findByRole('grid', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a date');
    expect(
      within(grid)
        .getAllByRole('button')
        .find((day) => day === document.activeElement),
    ).toBeDefined();

    await user.click(screen.getByRole('button', { name: /January 8th, 2030/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a time window');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Time Window' })).getByRole('radio', {
        name: /8:00 AM - 10:00 AM/,
      }),
    ).toHaveFocus();
  });

  it('says before booking that a visit less than 24 hours away can be cancelled online but not moved', async () => {
    // Monday January 7, 2030, 8 PM in Fort Worth.
    jest.useFakeTimers({
      now: new Date('2030-01-08T02:00:00Z'),
      advanceTimers: true,
      doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
    });
    try {
      sessionStorage.setItem(
        'booking:technician-wizard',
        JSON.stringify({ step: 3, zip: '76114', serviceId: 'ac-repair' }),
      );
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await renderArea(BookingRoutes, '/request-tech', {
        api: {
          'GET /api/booking/technician/availability': () =>
            availability({ textReminders: false, emailReminders: false }),
        },
      });
      const shortNotice =
        'This visit is less than 24 hours away. Once booked, it can be cancelled online but not moved: to move it, call us at (817) 555-0142.';
      await user.click(await screen.findByRole('button', { name: /January 8th, 2030/ }, { timeout: 5000 }));
      expect(screen.queryByRole('note')).not.toBeInTheDocument(); // no window chosen yet
      const windows = () => screen.getByRole('radiogroup', { name: 'Time Window' });
      // Tomorrow 12-2 PM starts in 16 hours.
      await user.click(within(windows()).getByRole('radio', { name: /12:00 PM - 2:00 PM/ }));
      expect(screen.getByRole('note')).toHaveTextContent(shortNotice);
      // Two days ahead, 8 AM: 36 hours away, moved freely.
      await user.click(screen.getByRole('button', { name: /January 10th, 2030/ }));
      await user.click(within(windows()).getByRole('radio', { name: /8:00 AM - 10:00 AM/ }));
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('holds Back while the booking is being sent, so no detail is changed that the booking would not have', async () => {
    storeReview();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const user = userEvent.setup();
    await renderArea(BookingRoutes, '/request-tech', {
      api: {
        'GET /api/booking/technician/availability': () =>
          availability({ textReminders: false, emailReminders: false }),
        'POST /api/booking/technician/visits': async () => {
          await answered;
          return { status: 201, body: visitBooked('TS-104240', 'g'.repeat(43)) };
        },
      },
    });
    await user.click(await screen.findByLabelText(consentLabel, {}, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const back = screen.getByRole('button', { name: '← Back' });
    await waitFor(() => expect(back).toHaveAttribute('aria-disabled', 'true'));
    await user.click(back);
    expect(review()).toBeInTheDocument();
    act(() => answer());
    expect(await screen.findByRole('heading', { level: 2, name: 'Booking Confirmed!' })).toBeInTheDocument();
  });

  it('says on the review that the booking may have been made when the page was reloaded while it was being sent', async () => {
    storeReview();
    const stored = JSON.parse(sessionStorage.getItem('booking:technician-wizard')!);
    sessionStorage.setItem('booking:technician-wizard', JSON.stringify({ ...stored, awaiting: true }));
    await renderArea(BookingRoutes, '/request-tech', {
      api: {
        'GET /api/booking/technician/availability': () =>
          availability({ textReminders: false, emailReminders: false }),
      },
    });
    const alert = await within(
      await screen.findByRole('region', { name: 'Review & Confirm' }, { timeout: 5000 }),
    ).findByRole('alert');
    expect(alert).toHaveTextContent('Booking Not Confirmed Yet');
    expect(alert).toHaveTextContent(unconfirmedMessage);
    // Said once: the next load is not a reload in the middle of sending.
    expect(JSON.parse(sessionStorage.getItem('booking:technician-wizard')!).awaiting).toBe(false);
  });

  it('shows the issue on the review as typed, its line breaks kept', async () => {
    sessionStorage.setItem(
      'booking:technician-wizard',
      JSON.stringify({
        step: 5,
        zip: '76114',
        serviceId: 'ac-repair',
        date: '2030-01-08',
        windowId: '12',
        contact: {
          name: 'Bo Nguyen',
          phone: '8175550100',
          email: 'bo@example.com',
          address: '2 Elm St',
          issueDescription: 'Line one\nLine two',
        },
      }),
    );
    await renderArea(BookingRoutes, '/request-tech', {
      api: {
        'GET /api/booking/technician/availability': () =>
          availability({ textReminders: false, emailReminders: false }),
      },
    });
    const issue = (await screen.findByText('Issue', { selector: 'dt' }, { timeout: 5000 }))
      .nextElementSibling as HTMLElement;
    expect(issue.textContent).toBe('Line one\nLine two');
    expect(getComputedStyle(issue).whiteSpace).toBe('pre-line');
  });

  it('marks a day with no window left "fully booked", and a Sunday only closed', async () => {
    sessionStorage.setItem(
      'booking:technician-wizard',
      JSON.stringify({ step: 3, zip: '76114', serviceId: 'ac-repair' }),
    );
    await renderArea(BookingRoutes, '/request-tech', {
      api: {
        'GET /api/booking/technician/availability': () => ({
          status: 200,
          body: { first: '2030-01-07', last: '2030-02-06', capacityPerWindow: 2, days },
        }),
      },
    });
    const full = await screen.findByRole('button', { name: /January 9th, 2030/ }, { timeout: 5000 });
    expect(full).toBeDisabled();
    expect(full).toHaveAccessibleName(/, fully booked$/);
    const sunday = screen.getByRole('button', { name: /January 13th, 2030/ });
    expect(sunday).toBeDisabled();
    expect(sunday).not.toHaveAccessibleName(/fully booked/);
    expect(screen.getByRole('button', { name: /January 10th, 2030/ })).not.toHaveAccessibleName(
      /fully booked/,
    );
    expect(screen.getByText('Days marked Full are fully booked.')).toBeInTheDocument();
  });

  it('keeps the confirmation over a reload until Book Another Visit; Home forgets it too', async () => {
    const user = userEvent.setup();
    const manageToken = 'b'.repeat(43);
    const api = {
      // The review step reads whether reminders go by text.
      'GET /api/booking/technician/availability': () =>
        availability({ textReminders: true, emailReminders: false }),
      'POST /api/booking/technician/visits': () => ({
        status: 201,
        body: visitBooked('TS-104233', manageToken, true),
      }),
      // The confirmation shown again reads the booking as it is now: moved to another day and window since.
      [`GET /api/booking/manage/${manageToken}`]: () => ({
        status: 200,
        body: {
          booking: {
            id: '6650f0c2a1b2c3d4e5f6aa02',
            kind: 'technician',
            number: 'TS-104233',
            status: 'scheduled',
            zip: '76114',
            date: '2030-01-09',
            windowId: '14',
            serviceId: 'ac-repair',
            serviceCallFeeCents: 9900,
            contact: { name: 'Bo Nguyen', phone: '8175550100', email: 'bo@example.com', address: '2 Elm St' },
            createdAt: '2030-01-07T12:00:00.000Z',
          },
          canReschedule: true,
          canCancel: true,
          cancellationFeeCents: 0,
        },
      }),
    };
    const book = async () => {
      storeReview();
      await renderArea(BookingRoutes, '/request-tech', { api });
      await user.click(screen.getByLabelText(consentLabel));
      await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
      expect(await screen.findByLabelText('Confirmation Number')).toHaveTextContent('TS-104233');
    };
    const reload = () => {
      cleanup();
      return renderArea(BookingRoutes, '/request-tech', { api });
    };

    await book();
    await reload();
    expect(screen.getByRole('heading', { level: 2, name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmation Number')).toHaveTextContent('TS-104233');
    expect((await screen.findByText(/Wednesday, January 9, 2030/)).closest('p')).toHaveTextContent(
      'Wednesday, January 9, 2030, 2:00 PM - 4:00 PM',
    );
    // A service that sends email says so, the reminder too (the visit is more than a day away).
    const next = screen.getByRole('list', { name: 'What happens next' });
    expect(next).toHaveTextContent('A confirmation email with a calendar invitation is on its way.');
    expect(next).toHaveTextContent("We'll email you a reminder 24 hours before your appointment.");
    expect(screen.getByRole('link', { name: 'View or change booking' })).toHaveAttribute(
      'href',
      `/bookings/${manageToken}`,
    );
    await user.click(screen.getByRole('button', { name: 'Book Another Visit' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Check Your Zip Code' })).toBeInTheDocument();
    await reload();
    expect(screen.getByRole('heading', { level: 2, name: 'Check Your Zip Code' })).toBeInTheDocument();

    await book();
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await reload();
    expect(screen.getByRole('heading', { level: 2, name: 'Check Your Zip Code' })).toBeInTheDocument();
    expect(screen.queryByText('TS-104233')).not.toBeInTheDocument();
  }, 30_000);
});
