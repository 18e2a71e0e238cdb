import { useDeferredValue, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  EmailOutbox,
  EmptyState,
  ErrorPanel,
  Field,
  focusRing,
  Select,
  Skeleton,
  Stack,
  TextInput,
  toast,
  stickyFirstColumnOnPhones,
  TableScroller,
} from '@claims/ui';
import {
  addressWithZip,
  addDays,
  bookingKinds,
  bookingStatuses,
  bookingStatusLabels,
  bookingStatusProblem,
  chicagoDay,
  formatCents,
  formatDayLong,
  formatDayShort,
  pickupAccessLabels,
  pickupDayRange,
  recyclingItemById,
  technicianServiceById,
  timeWindowById,
  timeWindows,
  windowStart,
  type Booking,
  type BookingKind,
  type BookingStatus,
} from '@claims/contracts';
import { useAdminBookings, useCapacity, type AdminBookingsFilter } from '../api/get-admin-bookings';
import { useUpdateBookingStatus } from '../api/update-booking-status';
import { useExportBookingsCsv } from '../api/export-bookings-csv';
import { bookingKeys } from '../../../lib/query-keys';

const kindLabels: Record<BookingKind, string> = {
  recycling: 'Recycling pickups',
  technician: 'Technician visits',
};

const SectionLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  font-weight: 600;
`;

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  /* Three to a row on a tablet (in one row there the dates and the lists were squeezed to nothing), one row on a
     desktop, where the search is wide enough for its placeholder (what it searches). */
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: end;
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: 3fr repeat(4, 1fr) auto;
  }
`;

const TableStyle = styled.div`
  ${stickyFirstColumnOnPhones}
  /* The column that stays on a phone: a day on one line, not broken at its dashes. */
  th[scope='row'] {
    white-space: nowrap;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  td.number {
    white-space: nowrap;
  }
  /* Sentences and addresses: a readable width when the table is squeezed onto a phone (it scrolls instead). */
  td.text {
    min-width: 10rem;
  }
  td.full {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 700;
  }
  td.closed {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .booking-closed {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
`;

/**
 * Places used of a day's or a window's capacity. Once no new booking can be made for it (a pickup today, a window that
 * has started) it says so: the office still needs the count, but the free places are not free.
 */
function UsedOfCapacity({ used, capacity, bookable }: { used: number; capacity: number; bookable: boolean }) {
  return (
    <td className={used >= capacity ? 'full' : bookable ? undefined : 'closed'}>
      {used}/{capacity}
      {!bookable && <span className="booking-closed"> booking closed</span>}
    </td>
  );
}

/**
 * A table wider than a phone scrolls sideways in its own area, which the keyboard can reach and scroll too; there its
 * first column (the day, the booking's number) stays in place, and a line above says that it scrolls.
 */
function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableScroller label={label}>
      <TableStyle>{children}</TableStyle>
    </TableScroller>
  );
}

const Details = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 28rem;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const StatusCell = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  select {
    min-width: 8.5rem;
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** A search that matches bookings outside the days chosen says so, with the way to see them. */
const Elsewhere = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
`;

const DayHeading = styled.h3`
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const capacityDays = 14;

function CapacityHead() {
  return (
    <thead>
      <tr>
        <th scope="col">Day</th>
        <th scope="col">Pickups</th>
        {timeWindows.map((w) => (
          <th scope="col" key={w.id}>
            {w.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** While the figures load: the same table, its days and columns known here, so it takes its final space. */
function CapacityTableLoading({ from }: { from: string }) {
  return (
    <ScrollingTable label="Capacity used">
      <table aria-label="Capacity used" aria-busy="true">
        <CapacityHead />
        <tbody>
          {Array.from({ length: capacityDays }, (_, i) => addDays(from, i)).map((date) => (
            <tr key={date}>
              <th scope="row">
                <time dateTime={date}>{formatDayShort(date)}</time>
              </th>
              {Array.from({ length: timeWindows.length + 1 }, (_, i) => (
                <td key={i}>
                  <Skeleton width="1.75rem" height="1.2em" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

function CapacityTable({ from }: { from: string }) {
  const capacity = useCapacity(from, capacityDays);
  if (capacity.isPending) return <CapacityTableLoading from={from} />;
  const now = new Date();
  const firstPickupDay = pickupDayRange(now).first;
  if (capacity.isError) {
    return (
      <ErrorPanel
        title="Capacity could not be loaded"
        message={capacity.error.message}
        onRetry={() => void capacity.refetch()}
      />
    );
  }
  return (
    <ScrollingTable label="Capacity used">
      <table aria-label="Capacity used">
        <CapacityHead />
        <tbody>
          {capacity.data.days.map((day) => (
            <tr key={day.date}>
              <th scope="row">
                <time dateTime={day.date}>{formatDayShort(day.date)}</time>
              </th>
              <UsedOfCapacity {...day.pickups} bookable={day.date >= firstPickupDay} />
              {day.windows.map((w) =>
                // A window with no places at all is closed (technician visits are closed on Sundays), not full.
                w.capacity === 0 ? (
                  <td key={w.id} className="closed">
                    Closed{w.used > 0 ? ` (${w.used} booked)` : ''}
                  </td>
                ) : (
                  <UsedOfCapacity
                    key={w.id}
                    {...w}
                    bookable={windowStart(day.date, w.id).getTime() > now.getTime()}
                  />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

/** What the crew needs to know before going: the floor, the installed state and the access, or the customer's issue. */
function bookingDetails(booking: Booking): string | undefined {
  if (booking.kind === 'technician') return booking.contact.issueDescription;
  const { floor, installed, access } = pickupAccessLabels(booking);
  return [floor, installed, access && `${access} access`].filter(Boolean).join(' · ') || undefined;
}

/**
 * The status is chosen, then saved with its button: choosing alone (an arrow key on the list included) changes
 * nothing. Cancelling asks first, because it is final and the customer is told.
 */
function BookingStatusControl({ booking }: { booking: Booking }) {
  const update = useUpdateBookingStatus();
  const [choice, setChoice] = useState<BookingStatus>(booking.status);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [shown, setShown] = useState(booking.status);
  if (shown !== booking.status) {
    // Saved here or changed elsewhere: the list now shows the booking's status.
    setShown(booking.status);
    setChoice(booking.status);
  }
  const final = booking.status === 'cancelled';
  // Saving disables the button pressed (and a cancel the whole control): the focus stays with this booking's status.
  const cell = useRef<HTMLDivElement>(null);

  const save = (status: BookingStatus) =>
    update.mutate(
      { id: booking.id, status },
      {
        onSuccess: (saved) => {
          toast.success('Status saved', {
            description: `${saved.number} is now ${bookingStatusLabels[saved.status]}.`,
          });
          cell.current?.focus();
        },
        onError: (error) => toast.error('Status not changed', { description: error.message }),
      },
    );

  return (
    <StatusCell ref={cell} tabIndex={-1}>
      <Select
        aria-label={`Status of ${booking.number}`}
        value={choice}
        disabled={update.isPending || final}
        onChange={(event) => setChoice(event.target.value as BookingStatus)}
      >
        {bookingStatuses.map((status) => {
          // Completed and No-show once the appointment has started (the service refuses them before).
          const notYet = bookingStatusProblem(booking, status, new Date()) !== undefined;
          return (
            <option key={status} value={status} disabled={notYet}>
              {bookingStatusLabels[status]}
              {notYet ? ' (after it starts)' : ''}
            </option>
          );
        })}
      </Select>
      {!final && (
        <Button
          size="sm"
          variant={choice === 'cancelled' ? 'danger' : 'primary'}
          aria-label={`Save the status of ${booking.number}`}
          disabled={choice === booking.status || update.isPending}
          loading={update.isPending}
          loadingText="Saving..."
          onClick={() => (choice === 'cancelled' ? setConfirmingCancel(true) : save(choice))}
        >
          Save
        </Button>
      )}
      <ConfirmDialog
        open={confirmingCancel}
        onClose={() => {
          // Kept: the list shows the status the booking has, not the unsaved choice.
          setConfirmingCancel(false);
          setChoice(booking.status);
        }}
        title={`Cancel booking ${booking.number}?`}
        description={`${booking.contact.name} gets a cancellation email (kept under Emails to customers while no mail server is configured), and the place is freed for someone else. A cancelled booking cannot be reopened.`}
        keepLabel="Keep Booking"
        confirmLabel="Cancel Booking"
        onConfirm={() => {
          setConfirmingCancel(false);
          save('cancelled');
        }}
      />
    </StatusCell>
  );
}

function BookingRow({ booking }: { booking: Booking }) {
  const what =
    booking.kind === 'recycling'
      ? booking.items?.map((id) => recyclingItemById(id)?.name).join(', ')
      : technicianServiceById(booking.serviceId ?? '')?.name;
  const details = bookingDetails(booking);
  return (
    <tr>
      <td className="number">{booking.number}</td>
      <td>{booking.windowId ? timeWindowById(booking.windowId)?.label : 'Pickup'}</td>
      <td className="text">
        {what}
        {details && <Details>{details}</Details>}
      </td>
      <td className="text">
        {booking.contact.name}
        <br />
        {booking.contact.phone}
        <br />
        {booking.contact.email}
      </td>
      <td className="text">{addressWithZip(booking.contact.address, booking.zip)}</td>
      <td>
        {formatCents(
          booking.kind === 'recycling'
            ? (booking.quote?.totalCents ?? 0)
            : (booking.serviceCallFeeCents ?? 0),
        )}
      </td>
      <td>
        <BookingStatusControl booking={booking} />
      </td>
    </tr>
  );
}

/** `/admin/bookings`: capacity used per day and window, the bookings by day, search, status and CSV export. */
export function AdminBookingsBoard() {
  const today = chicagoDay(new Date());
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(addDays(today, 30));
  const [kind, setKind] = useState<BookingKind | ''>('');
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const [q, setQ] = useState('');
  const searchField = useRef<HTMLInputElement>(null);
  const search = useDeferredValue(q.trim());
  const filter: AdminBookingsFilter = {
    from: from || undefined,
    to: to || undefined,
    kind: kind || undefined,
    status: status || undefined,
    q: search || undefined,
  };
  const bookings = useAdminBookings(filter);
  const datesReversed = from !== '' && to !== '' && to < from;
  const exportCsv = useExportBookingsCsv();

  const byDay = new Map<string, Booking[]>();
  for (const booking of bookings.data?.items ?? []) {
    byDay.set(booking.date, [...(byDay.get(booking.date) ?? []), booking]);
  }

  return (
    <Stack gap={6}>
      <SectionLinks aria-label="On this page">
        <a href="#capacity-title">Capacity</a>
        <a href="#bookings-title">Bookings</a>
        <a href="#emails">Emails to customers</a>
      </SectionLinks>
      <section aria-labelledby="capacity-title">
        <h2 id="capacity-title">Capacity (next {capacityDays} days)</h2>
        <CapacityTable from={from || today} />
      </section>
      <section aria-labelledby="bookings-title">
        <h2 id="bookings-title">Bookings</h2>
        <Filters>
          <Field label="Search">
            <TextInput
              ref={searchField}
              type="search"
              placeholder="Number, name, phone, email, address"
              value={q}
              onChange={(event) => setQ(event.target.value)}
            />
          </Field>
          <Field label="From">
            <TextInput type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          </Field>
          <Field
            label="To"
            error={datesReversed ? 'This day is before From: no day is in between' : undefined}
          >
            <TextInput type="date" value={to} onChange={(event) => setTo(event.target.value)} />
          </Field>
          <Field label="Type">
            <Select value={kind} onChange={(event) => setKind(event.target.value as BookingKind | '')}>
              <option value="">All</option>
              {bookingKinds.map((k) => (
                <option key={k} value={k}>
                  {kindLabels[k]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Status">
            <Select value={status} onChange={(event) => setStatus(event.target.value as BookingStatus | '')}>
              <option value="">All</option>
              {bookingStatuses.map((s) => (
                <option key={s} value={s}>
                  {bookingStatusLabels[s]}
                </option>
              ))}
            </Select>
          </Field>
          <Button
            variant="outline"
            loading={exportCsv.isPending}
            onClick={() =>
              exportCsv.mutate(filter, {
                onError: (error) => toast.error('Export failed', { description: error.message }),
              })
            }
          >
            Export CSV
          </Button>
        </Filters>
        {bookings.isPending && <Skeleton height="16rem" />}
        {bookings.isError && (
          <ErrorPanel
            title="Bookings could not be loaded"
            message={bookings.error.message}
            onRetry={() => void bookings.refetch()}
          />
        )}
        {bookings.data && bookings.data.items.length === 0 && <EmptyState title="No bookings match" />}
        {!!bookings.data?.elsewhere && (
          <Elsewhere role="status">
            {bookings.data.elsewhere} more{' '}
            {bookings.data.elsewhere === 1 ? 'booking matches' : 'bookings match'} “{search}” on other days.{' '}
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setFrom('');
                setTo('');
                // The button goes with the note: the focus stays with the search it widened.
                searchField.current?.focus();
              }}
            >
              Search All Days
            </Button>
          </Elsewhere>
        )}
        {bookings.data && bookings.data.items.length > 0 && (
          <>
            <p>
              {bookings.data.total} booking{bookings.data.total === 1 ? '' : 's'}
            </p>
            {[...byDay].map(([day, items]) => (
              <div key={day}>
                <DayHeading>{formatDayLong(day)}</DayHeading>
                <ScrollingTable label={`Bookings on ${day}`}>
                  <table aria-label={`Bookings on ${day}`}>
                    <thead>
                      <tr>
                        <th scope="col">Number</th>
                        <th scope="col">Time</th>
                        <th scope="col">Service or items</th>
                        <th scope="col">Customer</th>
                        <th scope="col">Address</th>
                        <th scope="col">Total</th>
                        <th scope="col">Status</th>
                      </tr>
                    </thead>
                    <tbody>
                      {items.map((booking) => (
                        <BookingRow key={booking.id} booking={booking} />
                      ))}
                    </tbody>
                  </table>
                </ScrollingTable>
              </div>
            ))}
          </>
        )}
      </section>
      <section aria-labelledby="emails-title" id="emails">
        <h2 id="emails-title">Emails to customers</h2>
        <EmailOutbox
          path="/api/booking/outbox"
          queryKey={bookingKeys.adminOutbox()}
          label="Booking emails"
          emptyDescription="Booking confirmations, changes, cancellations and visit reminders are written here."
        />
      </section>
    </Stack>
  );
}
