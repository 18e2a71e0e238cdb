import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxList } from '@claims/contracts';
import { EmailOutbox } from '../src';
import { apiError, cleanUpArea, makeSession, renderArea } from '../src/testing';

const admin = makeSession(['admin']);

const outbox: OutboxList = {
  total: 3,
  delivering: true,
  items: [
    {
      id: 'e3',
      to: 'ada@example.com',
      subject: 'Your pickup is booked',
      text: 'Hello Ada,\n\nYour pickup is on Friday.',
      attachments: [{ filename: 'pickup.ics', contentType: 'text/calendar; charset=utf-8' }],
      status: 'failed',
      attempts: 6,
      lastError: '550 mailbox unavailable',
      createdAt: '2026-07-01T15:05:00.000Z',
    },
    {
      id: 'e2',
      to: 'office@example.com',
      subject: '[Team] New pickup',
      text: 'A pickup was booked.',
      status: 'sent',
      attempts: 1,
      createdAt: '2026-07-01T15:04:00.000Z',
      sentAt: '2026-07-01T15:04:01.000Z',
    },
  ],
};

function Outbox() {
  return (
    <EmailOutbox
      path="/api/booking/outbox"
      queryKey={['booking', 'admin', 'outbox']}
      label="Booking emails"
      emptyDescription="Booking confirmations are written here."
    />
  );
}

afterEach(cleanUpArea);

describe('EmailOutbox', () => {
  it("reads the area's outbox with the admin's token and shows each email, its files, status and error", async () => {
    const user = userEvent.setup();
    const { requests } = await renderArea(Outbox, '/', {
      session: admin,
      api: { 'GET /api/booking/outbox': () => ({ status: 200, body: outbox }) },
    });
    const table = await screen.findByRole('table', { name: 'Booking emails' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // Newest first, as the service sends them; the time in the business's zone (10:05 CDT on 1 July).
    expect(within(rows[1]).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Jul 1, 2026, 10:05 AM CDT')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[1]).getByText('550 mailbox unavailable')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Sent')).toBeInTheDocument();
    // The body and the attachment names open under the subject.
    await user.click(within(rows[1]).getByText('Your pickup is booked'));
    expect(within(rows[1]).getByText(/Your pickup is on Friday\./)).toBeVisible();
    expect(within(rows[1]).getByText('Attached: pickup.ics')).toBeVisible();
    expect(screen.getByText(/Showing 2 of 3 emails, newest first\./)).toHaveTextContent(
      'Showing 2 of 3 emails, newest first. 1 could not be sent.',
    );
    expect(screen.getByText(/sent through the configured mail server/)).toBeInTheDocument();
    const request = requests.find(({ url }) => url.pathname === '/api/booking/outbox');
    expect(request?.url.searchParams.get('limit')).toBe('200');
    expect(request?.headers.authorization).toBe(`Bearer ${admin.accessToken}`);
  });

  it('says when emails are kept because no mail server is configured, and when there are none', async () => {
    await renderArea(Outbox, '/', {
      session: admin,
      api: {
        'GET /api/booking/outbox': () => ({ status: 200, body: { total: 0, delivering: false, items: [] } }),
      },
    });
    expect(await screen.findByText(/No mail server is configured \(SMTP_URL\)/)).toBeInTheDocument();
    expect(screen.getByText('No emails yet')).toBeInTheDocument();
    expect(screen.getByText('Booking confirmations are written here.')).toBeInTheDocument();
  });

  it('offers to try again when the outbox cannot be read, and shows it once it can', async () => {
    const user = userEvent.setup();
    let fail = true;
    await renderArea(Outbox, '/', {
      session: admin,
      api: {
        'GET /api/booking/outbox': () =>
          fail
            ? apiError(503, 'SERVICE_UNAVAILABLE', 'Booking is not answering')
            : { status: 200, body: outbox },
      },
    });
    expect(await screen.findByText('The email outbox could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Booking is not answering')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByRole('table', { name: 'Booking emails' })).toBeInTheDocument();
  });
});
