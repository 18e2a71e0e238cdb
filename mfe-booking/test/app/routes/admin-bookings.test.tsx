import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanUpArea, makeSession, renderArea, signOutIfNeeded } from '@claims/ui/testing';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@claims/ui';
import { addDays, chicagoDay, formatDayShort } from '@claims/contracts';
import BookingRoutes from '../../../src/app/routes';
import { AdminBookingsPlaceholder } from '../../../src/features/admin/components/admin-bookings-frame';

// A page's first render compiles its code, which takes seconds on a busy machine.
jest.setTimeout(30_000);

afterEach(cleanUpArea);

const booking = {
  id: '6650f0c2a1b2c3d4e5f6aa04',
  kind: 'technician',
  number: 'TS-555111',
  status: 'scheduled',
  zip: '76137',
  date: '2030-01-08',
  windowId: '10',
  serviceId: 'dryer-repair',
  serviceCallFeeCents: 9900,
  contact: {
    name: 'Bo Nguyen',
    phone: '8175550100',
    email: 'bo@example.com',
    address: '2 Elm St',
    issueDescription: 'Drum stops after a minute',
  },
  createdAt: '2030-01-07T12:00:00.000Z',
};

/** A visit whose time has come: what happened at it can be recorded. */
const pastVisit = { ...booking, id: '6650f0c2a1b2c3d4e5f6aa06', number: 'TS-555000', date: '2024-05-07' };

const pickup = {
  id: '6650f0c2a1b2c3d4e5f6aa05',
  kind: 'recycling',
  number: 'RP-555222',
  status: 'scheduled',
  zip: '76114',
  date: '2030-01-08',
  items: ['refrigerator'],
  floor: 'second',
  installed: 'installed',
  access: 'difficult',
  quote: { lines: [], subtotalCents: 10000, taxCents: 825, totalCents: 10825 },
  contact: { name: 'Ana Ruiz', phone: '8175550101', email: 'ana@example.com', address: '3 Oak St' },
  createdAt: '2030-01-07T12:00:00.000Z',
};

const capacityDay = {
  date: '2030-01-08',
  pickups: { used: 3, capacity: 3 },
  windows: ['08', '10', '12', '14', '16'].map((id) => ({ id, used: id === '10' ? 1 : 0, capacity: 2 })),
};

/** The booking service's email outbox, empty: every admin page reads it. */
const noEmails = {
  'GET /api/booking/outbox': () => ({ status: 200, body: { items: [], total: 0, delivering: false } }),
};

/** The texts of one day's row of the capacity table: pickups, then each time window. */
const capacityCells = (capacity: HTMLElement, date: string) =>
  within(within(capacity).getByRole('row', { name: new RegExp(formatDayShort(date)) }))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('/admin/bookings', () => {
  it('starts from the prerendered frame every visitor shares: the same heading and introduction as the live page', async () => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <AdminBookingsPlaceholder />
        </MemoryRouter>
      </ThemeProvider>,
    );
    const heading = screen.getByRole('heading', { level: 1 }).textContent;
    const intro = screen.getByText(/^Recycling pickups and technician visits by day/).textContent;
    expect(screen.getByRole('status')).toHaveTextContent('Loading the bookings…');
    cleanup();
    await renderArea(BookingRoutes, '/admin/bookings');
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading!);
    expect(screen.getByText(/^Recycling pickups and technician visits by day/)).toHaveTextContent(intro!);
  });

  it('asks a signed-out visitor to sign in (and come back here), and tells a customer it is for admins', async () => {
    await renderArea(BookingRoutes, '/admin/bookings');
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?returnTo=%2Fadmin%2Fbookings',
    );
    // The way back to the admin's tiles, as on the other admin pages.
    expect(screen.getByRole('link', { name: '← Back to dashboard' })).toHaveAttribute(
      'href',
      '/trial-dashboard',
    );
    cleanup();
    await signOutIfNeeded();
    await renderArea(BookingRoutes, '/admin/bookings', { session: makeSession(['customer']) });
    expect((await screen.findAllByText('Access Denied')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/trial-dashboard',
    );
  });

  it('offers Completed and No-show only once the appointment has started', async () => {
    await renderArea(BookingRoutes, '/admin/bookings', {
      session: makeSession(['admin']),
      api: {
        ...noEmails,
        'GET /api/booking/admin/capacity': () => ({ status: 200, body: { days: [capacityDay] } }),
        'GET /api/booking/admin/bookings': () => ({ status: 200, body: { items: [booking], total: 1 } }),
      },
    });
    const status = await screen.findByLabelText('Status of TS-555111');
    expect(within(status).getByRole('option', { name: 'Completed (after it starts)' })).toBeDisabled();
    expect(within(status).getByRole('option', { name: 'No-show (after it starts)' })).toBeDisabled();
    expect(within(status).getByRole('option', { name: 'Cancelled' })).toBeEnabled();
  });

  it('shows capacity used, the bookings by day with what the crew needs to know, and saves a chosen status', async () => {
    const user = userEvent.setup();
    const { requests } = await renderArea(BookingRoutes, '/admin/bookings', {
      session: makeSession(['admin']),
      api: {
        ...noEmails,
        'GET /api/booking/admin/capacity': () => ({ status: 200, body: { days: [capacityDay] } }),
        'GET /api/booking/admin/bookings': () => ({
          status: 200,
          body: { items: [pastVisit, booking, pickup], total: 3 },
        }),
        [`PATCH /api/booking/admin/bookings/${pastVisit.id}`]: () => ({
          status: 200,
          body: { ...pastVisit, status: 'completed' },
        }),
      },
    });
    const capacity = await screen.findByRole('table', { name: 'Capacity used', busy: false });
    const row = within(capacity).getByRole('row', { name: /^Tue, Jan 8, 2030/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3/3', '0/2', '1/2', '0/2', '0/2', '0/2']);
    // A phone scrolls the tables sideways: each scroll area can be reached with Tab.
    expect(screen.getByRole('region', { name: 'Capacity used' })).toHaveAttribute('tabindex', '0');
    const day = await screen.findByRole('table', { name: 'Bookings on 2030-01-08' });
    expect(within(day).getByText('TS-555111')).toBeInTheDocument();
    expect(within(day).getByText('Dryer Repair')).toBeInTheDocument();
    expect(within(day).getByText('Drum stops after a minute')).toBeInTheDocument();
    expect(within(day).getByText('Second Floor · Installed · Difficult access')).toBeInTheDocument();

    // Choosing (an arrow key on the list included) sends nothing; Save does.
    const status = screen.getByLabelText('Status of TS-555000');
    const save = screen.getByRole('button', { name: 'Save the status of TS-555000' });
    expect(save).toBeDisabled();
    await user.selectOptions(status, 'completed');
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    await user.click(save);
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'completed' });
    expect(await screen.findByText('TS-555000 is now Completed.')).toBeInTheDocument();
  });

  it('says when a search matches bookings on days outside From-To, and Search All Days shows them', async () => {
    const user = userEvent.setup();
    await renderArea(BookingRoutes, '/admin/bookings', {
      session: makeSession(['admin']),
      api: {
        ...noEmails,
        'GET /api/booking/admin/capacity': () => ({ status: 200, body: { days: [capacityDay] } }),
        'GET /api/booking/admin/bookings': ({ url }) => {
          const q = url.searchParams.get('q');
          if (!q) return { status: 200, body: { items: [], total: 0 } };
          // The booking is 40 days ahead: outside the 30 days the page starts with.
          return url.searchParams.has('from') || url.searchParams.has('to')
            ? { status: 200, body: { items: [], total: 0, elsewhere: 1 } }
            : { status: 200, body: { items: [booking], total: 1 } };
        },
      },
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'TS-555111');
    const elsewhere = await screen.findByText(/1 more booking matches “TS-555111” on other days\./);
    expect(screen.getByText('No bookings match')).toBeInTheDocument();
    await user.click(within(elsewhere).getByRole('button', { name: 'Search All Days' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByLabelText('To')).toHaveValue('');
    expect(await screen.findByRole('table', { name: 'Bookings on 2030-01-08' })).toHaveTextContent(
      'TS-555111',
    );
    expect(screen.queryByText(/on other days/)).not.toBeInTheDocument();
  });

  it('shows the technician windows of a closed day (capacity 0, a Sunday) as Closed, not as open places', async () => {
    const sunday = {
      date: '2030-01-13',
      pickups: { used: 1, capacity: 3 },
      windows: ['08', '10', '12', '14', '16'].map((id) => ({ id, used: 0, capacity: 0 })),
    };
    await renderArea(BookingRoutes, '/admin/bookings', {
      session: makeSession(['admin']),
      api: {
        ...noEmails,
        'GET /api/booking/admin/capacity': () => ({ status: 200, body: { days: [capacityDay, sunday] } }),
        'GET /api/booking/admin/bookings': () => ({ status: 200, body: { items: [], total: 0 } }),
      },
    });
    const capacity = await screen.findByRole('table', { name: 'Capacity used', busy: false });
    const cells = (date: string) => capacityCells(capacity, date);
    expect(cells('2030-01-13')).toEqual(['1/3', 'Closed', 'Closed', 'Closed', 'Closed', 'Closed']);
    expect(cells('2030-01-08')).toEqual(['3/3', '0/2', '1/2', '0/2', '0/2', '0/2']);
  });

  it("says when a day's places can no longer be booked: today's pickups, windows that have started", async () => {
    const today = chicagoDay(new Date());
    const yesterday = addDays(today, -1);
    const day = (date: string) => ({
      date,
      pickups: { used: 1, capacity: 3 },
      windows: ['08', '10', '12', '14', '16'].map((id) => ({ id, used: 0, capacity: 2 })),
    });
    await renderArea(BookingRoutes, '/admin/bookings', {
      session: makeSession(['admin']),
      api: {
        ...noEmails,
        'GET /api/booking/admin/capacity': () => ({
          status: 200,
          body: { days: [day(yesterday), day(today), day('2030-01-08')] },
        }),
        'GET /api/booking/admin/bookings': () => ({ status: 200, body: { items: [], total: 0 } }),
      },
    });
    const capacity = await screen.findByRole('table', { name: 'Capacity used', busy: false });
    const cells = (date: string) => capacityCells(capacity, date);
    const closed = '0/2 booking closed';
    expect(cells(yesterday)).toEqual(['1/3 booking closed', closed, closed, closed, closed, closed]);
    // Pickups are booked a day ahead at least, so today's are closed whatever the hour.
    expect(cells(today)[0]).toBe('1/3 booking closed');
    expect(cells('2030-01-08')).toEqual(['1/3', '0/2', '0/2', '0/2', '0/2', '0/2']);
  });

  it("lists the booking service's emails under the bookings, reached from the page's own links", async () => {
    const { requests } = await renderArea(BookingRoutes, '/admin/bookings', {
      session: makeSession(['admin']),
      api: {
        'GET /api/booking/admin/capacity': () => ({ status: 200, body: { days: [capacityDay] } }),
        'GET /api/booking/admin/bookings': () => ({ status: 200, body: { items: [booking], total: 1 } }),
        'GET /api/booking/outbox': () => ({
          status: 200,
          body: {
            total: 1,
            delivering: true,
            items: [
              {
                id: 'e1',
                to: 'bo@example.com',
                subject: 'Your technician visit TS-555111 is booked',
                text: 'Hello Bo',
                status: 'failed',
                attempts: 6,
                lastError: '550 mailbox unavailable',
                createdAt: '2030-01-07T12:00:00.000Z',
              },
            ],
          },
        }),
      },
    });
    const section = await screen.findByRole('region', { name: 'Emails to customers' });
    const table = await within(section).findByRole('table', { name: 'Booking emails' });
    expect(within(table).getByText('bo@example.com')).toBeInTheDocument();
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(within(section).getByText(/1 could not be sent\./)).toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(links).getByRole('link', { name: 'Emails to customers' })).toHaveAttribute(
      'href',
      '#emails',
    );
    expect(section).toHaveAttribute('id', 'emails');
    expect(requests.some(({ url }) => url.pathname === '/api/booking/outbox')).toBe(true);
  });

  it('asks before cancelling a booking; Keep Booking sends nothing', async () => {
    const user = userEvent.setup();
    const { requests } = await renderArea(BookingRoutes, '/admin/bookings', {
      session: makeSession(['admin']),
      api: {
        ...noEmails,
        'GET /api/booking/admin/capacity': () => ({ status: 200, body: { days: [capacityDay] } }),
        'GET /api/booking/admin/bookings': () => ({ status: 200, body: { items: [pickup], total: 1 } }),
        [`PATCH /api/booking/admin/bookings/${pickup.id}`]: () => ({
          status: 200,
          body: { ...pickup, status: 'cancelled' },
        }),
      },
    });
    await user.selectOptions(await screen.findByLabelText('Status of RP-555222'), 'cancelled');
    await user.click(screen.getByRole('button', { name: 'Save the status of RP-555222' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking RP-555222?' });
    expect(dialog).toHaveTextContent(
      'Ana Ruiz gets a cancellation email (kept under Emails to customers while no mail server is configured)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    // Kept: the list shows the booking's status again, not the unsaved choice.
    expect(screen.getByLabelText('Status of RP-555222')).toHaveValue('scheduled');
    expect(screen.getByRole('button', { name: 'Save the status of RP-555222' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Status of RP-555222'), 'cancelled');
    await user.click(screen.getByRole('button', { name: 'Save the status of RP-555222' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel booking RP-555222?' })).getByRole('button', {
        name: 'Cancel Booking',
      }),
    );
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'cancelled' });
    expect(await screen.findByText('RP-555222 is now Cancelled.')).toBeInTheDocument();
    // The control is disabled and Save gone: the focus stays with the booking's status, not the top of the page.
    await waitFor(() => expect(screen.getByLabelText('Status of RP-555222').parentElement).toHaveFocus());
  });

  it('says when the To day is before the From day, instead of only that no booking matches', async () => {
    await renderArea(BookingRoutes, '/admin/bookings', {
      session: makeSession(['admin']),
      api: {
        ...noEmails,
        'GET /api/booking/admin/capacity': () => ({ status: 200, body: { days: [capacityDay] } }),
        'GET /api/booking/admin/bookings': () => ({ status: 200, body: { items: [], total: 0 } }),
      },
    });
    const from = await screen.findByLabelText('From');
    const to = screen.getByLabelText(/^To/);
    // A date field is set as a picker sets it: the whole day at once.
    fireEvent.change(from, { target: { value: '2030-01-09' } });
    fireEvent.change(to, { target: { value: '2030-01-08' } });
    expect(await screen.findByText('This day is before From: no day is in between')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(to, { target: { value: '2030-01-10' } });
    expect(screen.queryByText('This day is before From: no day is in between')).not.toBeInTheDocument();
  });
});
