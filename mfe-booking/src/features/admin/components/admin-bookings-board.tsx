import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, ErrorPanel, Field, Select, Skeleton, Stack, TextInput, toast } from '@claims/ui';
import {
  addDays,
  bookingKinds,
  bookingStatuses,
  bookingStatusLabels,
  chicagoDay,
  formatCents,
  formatDayLong,
  recyclingItemById,
  technicianServiceById,
  timeWindowById,
  timeWindows,
  type Booking,
  type BookingKind,
  type BookingStatus,
} from '@claims/contracts';
import { useAdminBookings, useCapacity, type AdminBookingsFilter } from '../api/get-admin-bookings';
import { useUpdateBookingStatus } from '../api/update-booking-status';
import { useExportBookingsCsv } from '../api/export-bookings-csv';

const kindLabels: Record<BookingKind, string> = {
  recycling: 'Recycling pickups',
  technician: 'Technician visits',
};

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr repeat(4, 1fr) auto;
    align-items: end;
  }
`;

const TableWrap = styled.div`
  overflow-x: auto;
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
  td.full {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 700;
  }
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
    <TableWrap>
      <table aria-label="Capacity used" aria-busy="true">
        <CapacityHead />
        <tbody>
          {Array.from({ length: capacityDays }, (_, i) => addDays(from, i)).map((date) => (
            <tr key={date}>
              <th scope="row">{date}</th>
              {Array.from({ length: timeWindows.length + 1 }, (_, i) => (
                <td key={i}>
                  <Skeleton width="1.75rem" height="1.2em" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

function CapacityTable({ from }: { from: string }) {
  const capacity = useCapacity(from, capacityDays);
  if (capacity.isPending) return <CapacityTableLoading from={from} />;
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
    <TableWrap>
      <table aria-label="Capacity used">
        <CapacityHead />
        <tbody>
          {capacity.data.days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td className={day.pickups.used >= day.pickups.capacity ? 'full' : undefined}>
                {day.pickups.used}/{day.pickups.capacity}
              </td>
              {day.windows.map((w) => (
                <td key={w.id} className={w.used >= w.capacity ? 'full' : undefined}>
                  {w.used}/{w.capacity}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

function BookingRow({ booking }: { booking: Booking }) {
  const update = useUpdateBookingStatus();
  const what =
    booking.kind === 'recycling'
      ? booking.items?.map((id) => recyclingItemById(id)?.name).join(', ')
      : technicianServiceById(booking.serviceId ?? '')?.name;
  return (
    <tr>
      <td>{booking.number}</td>
      <td>{booking.windowId ? timeWindowById(booking.windowId)?.label : 'Pickup'}</td>
      <td>{what}</td>
      <td>
        {booking.contact.name}
        <br />
        {booking.contact.phone}
        <br />
        {booking.contact.email}
      </td>
      <td>
        {booking.contact.address}, {booking.zip}
      </td>
      <td>
        {formatCents(
          booking.kind === 'recycling'
            ? (booking.quote?.totalCents ?? 0)
            : (booking.serviceCallFeeCents ?? 0),
        )}
      </td>
      <td>
        <Select
          aria-label={`Status of ${booking.number}`}
          value={booking.status}
          disabled={update.isPending || booking.status === 'cancelled'}
          onChange={(event) =>
            update.mutate(
              { id: booking.id, status: event.target.value as BookingStatus },
              { onError: (error) => toast.error('Status not changed', { description: error.message }) },
            )
          }
        >
          {bookingStatuses.map((status) => (
            <option key={status} value={status}>
              {bookingStatusLabels[status]}
            </option>
          ))}
        </Select>
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
  const search = useDeferredValue(q.trim());
  const filter: AdminBookingsFilter = {
    from: from || undefined,
    to: to || undefined,
    kind: kind || undefined,
    status: status || undefined,
    q: search || undefined,
  };
  const bookings = useAdminBookings(filter);
  const exportCsv = useExportBookingsCsv();

  const byDay = new Map<string, Booking[]>();
  for (const booking of bookings.data?.items ?? []) {
    byDay.set(booking.date, [...(byDay.get(booking.date) ?? []), booking]);
  }

  return (
    <Stack gap={6}>
      <section aria-labelledby="capacity-title">
        <h2 id="capacity-title">Capacity (next {capacityDays} days)</h2>
        <CapacityTable from={from || today} />
      </section>
      <section aria-labelledby="bookings-title">
        <h2 id="bookings-title">Bookings</h2>
        <Filters>
          <Field label="Search">
            <TextInput
              type="search"
              placeholder="Number, name, phone, email, address"
              value={q}
              onChange={(event) => setQ(event.target.value)}
            />
          </Field>
          <Field label="From">
            <TextInput type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          </Field>
          <Field label="To">
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
        {bookings.data && bookings.data.items.length > 0 && (
          <>
            <p>
              {bookings.data.total} booking{bookings.data.total === 1 ? '' : 's'}
            </p>
            {[...byDay].map(([day, items]) => (
              <div key={day}>
                <DayHeading>{formatDayLong(day)}</DayHeading>
                <TableWrap>
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
                </TableWrap>
              </div>
            ))}
          </>
        )}
      </section>
    </Stack>
  );
}
