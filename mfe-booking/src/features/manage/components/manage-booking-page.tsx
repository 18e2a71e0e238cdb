import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, Card, ConfirmDialog, ErrorPanel, Skeleton, Stack, TermList, toast } from '@claims/ui';
import {
  addressWithZip,
  bookingStatusLabels,
  formatCents,
  formatDayAndWindow,
  formatDayLong,
  isSunday,
  pickupStart,
  recyclingItemById,
  site,
  technicianServiceById,
  timeWindowById,
  windowStart,
  type ManagedBooking,
  type TimeWindowId,
} from '@claims/contracts';
import { CalendarKey, DatePicker } from '../../../components/date-picker';
import { WindowPicker } from '../../../components/window-picker';
import { ShortNoticeNote } from '../../../components/short-notice-note';
import { ErrorText, Fieldset } from '../../../components/choice-card';
import { isApiRequestError } from '@claims/web-kit';
import { paths } from '../../../config/paths';
import { useManagedBooking } from '../../../lib/managed-booking';
import { ManageBookingFrame } from './manage-booking-frame';
import { useChangeBooking } from '../api/change-booking';
import { useOpenSlots } from '../api/get-open-slots';
import { isVisitDayFull } from '../../../lib/visit-day-full';

/** The key to the calendar's green-framed day. */
const BookedNote = styled(CalendarKey)`
  span {
    width: 1rem;
    height: 1rem;
    border-radius: 4px;
    border: 2px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
`;

const statusTone = {
  scheduled: 'brand',
  completed: 'success',
  cancelled: 'grey',
  'no-show': 'warning',
} as const;

function BookingDetails({ booking }: { booking: ManagedBooking['booking'] }) {
  return (
    <TermList aria-label="Booking details">
      <dt>{booking.kind === 'recycling' ? 'Order Number' : 'Confirmation Number'}</dt>
      <dd>{booking.number}</dd>
      <dt>Status</dt>
      <dd>
        <Badge tone={statusTone[booking.status]}>{bookingStatusLabels[booking.status]}</Badge>
      </dd>
      <dt>Date</dt>
      <dd>{formatDayLong(booking.date)}</dd>
      {booking.windowId && (
        <>
          <dt>Time</dt>
          <dd>{timeWindowById(booking.windowId)?.label}</dd>
        </>
      )}
      {booking.kind === 'recycling' ? (
        <>
          <dt>Items</dt>
          <dd>{booking.items?.map((id) => recyclingItemById(id)?.name).join(', ')}</dd>
          <dt>Total</dt>
          <dd>{formatCents(booking.quote?.totalCents ?? 0)}</dd>
        </>
      ) : (
        <>
          <dt>Service</dt>
          <dd>{technicianServiceById(booking.serviceId ?? '')?.name}</dd>
          <dt>Service call fee</dt>
          <dd>{formatCents(booking.serviceCallFeeCents ?? 0)}</dd>
        </>
      )}
      <dt>Address</dt>
      <dd>{addressWithZip(booking.contact.address, booking.zip)}</dd>
      {booking.cancellationFeeCents ? (
        <>
          <dt>Cancellation fee</dt>
          <dd>{formatCents(booking.cancellationFeeCents)}</dd>
        </>
      ) : null}
    </TermList>
  );
}

function Reschedule({
  token,
  managed,
  onRescheduled,
}: {
  token: string;
  managed: ManagedBooking;
  /** After the move: the page shows the booking's new date (focus is taken there). */
  onRescheduled: () => void;
}) {
  const { booking } = managed;
  const slots = useOpenSlots(booking.kind, true);
  const { reschedule } = useChangeBooking(token);
  const [date, setDate] = useState<string>();
  const [windowId, setWindowId] = useState<TimeWindowId>();
  const [error, setError] = useState<string>();
  const pickups = slots.pickups?.data;
  const visits = slots.visits?.data;
  const days = new Map(visits?.days.map((day) => [day.date, day]) ?? []);
  const full = new Set(pickups?.fullDays ?? []);
  const range = pickups ?? visits;
  const loading = slots.pickups?.isPending || slots.visits?.isPending;

  const sending = useRef(false);
  const submit = () => {
    // A second press (a double click) before the first answer would ask for the same move again and be refused.
    if (reschedule.isPending || sending.current) return;
    if (!date) return setError('Choose a new date');
    if (booking.kind === 'technician' && !windowId) return setError('Choose a time window');
    setError(undefined);
    sending.current = true;
    reschedule.mutate(
      {
        date,
        ...(windowId ? { windowId } : {}),
        // What this page shows: if another tab moved the booking since, the service says so instead of moving it again.
        from: { date: booking.date, ...(booking.windowId ? { windowId: booking.windowId } : {}) },
      },
      {
        onSuccess: () => {
          toast.success('Booking Rescheduled', {
            description: `Your new date is ${formatDayAndWindow(date, windowId)}.`,
          });
          setDate(undefined);
          setWindowId(undefined);
          onRescheduled();
        },
        onError: (e) => {
          setError(e.message);
          // Also as a notice: when the booking was cancelled meanwhile (another tab, the office), the page then
          // shows it cancelled, without this card and its message.
          toast.error('Not Rescheduled', { description: e.message });
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <Card as="section" aria-labelledby="reschedule-title">
      <h2 id="reschedule-title">Reschedule</h2>
      <p>Rescheduling is free with 24-hour notice.</p>
      {loading && <Skeleton height="20rem" />}
      {range && (
        <Fieldset>
          <legend>New date</legend>
          <DatePicker
            label="New date"
            first={range.first}
            last={range.last}
            selected={date}
            isDisabled={(day) =>
              booking.kind === 'recycling'
                ? day === booking.date
                : isSunday(day) || (days.get(day)?.windows.length ?? 0) === 0
            }
            isFull={(day) => (visits ? isVisitDayFull(visits, day) : full.has(day))}
            onSelect={(day) => {
              setDate(day);
              setWindowId(undefined);
              setError(undefined);
            }}
            booked={booking.date}
          />
          <BookedNote>
            <span aria-hidden="true" /> Your booking now: {formatDayAndWindow(booking.date, booking.windowId)}
          </BookedNote>
        </Fieldset>
      )}
      {booking.kind === 'technician' && date && (
        <WindowPicker
          day={days.get(date)}
          selected={windowId}
          onSelect={(id) => {
            setWindowId(id);
            setError(undefined);
          }}
        />
      )}
      {date && booking.kind === 'recycling' && (
        <ShortNoticeNote startsAt={pickupStart(date)} what="pickup" change="move" />
      )}
      {date && windowId && (
        <ShortNoticeNote startsAt={windowStart(date, windowId)} what="visit" change="move" />
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Button onClick={submit} loading={reschedule.isPending} loadingText="Rescheduling...">
        Confirm New Date
      </Button>
    </Card>
  );
}

function Cancel({ token, managed }: { token: string; managed: ManagedBooking }) {
  const { cancel } = useChangeBooking(token);
  const [open, setOpen] = useState(false);
  const fee = managed.cancellationFeeCents;
  return (
    <Card as="section" aria-labelledby="cancel-title">
      <h2 id="cancel-title">Cancel</h2>
      {fee > 0 ? (
        <p>
          <strong>A same-day cancellation fee of {formatCents(fee)} applies.</strong>
        </p>
      ) : (
        <p>Cancelling now is free.</p>
      )}
      <Button variant="danger" onClick={() => setOpen(true)}>
        Cancel Booking
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Cancel this booking?"
        description={
          fee > 0
            ? `A same-day cancellation fee of ${formatCents(fee)} applies.`
            : 'Your place will be released.'
        }
        keepLabel="Keep Booking"
        confirmLabel="Yes, Cancel"
        confirming={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              toast.success('Booking Cancelled');
            },
            onError: (e) => toast.error('Cancellation Failed', { description: e.message }),
          })
        }
      />
    </Card>
  );
}

/** `/bookings/:token`: the private manage page: see the booking, reschedule or cancel within the rules. */
export function ManageBookingPage() {
  const { token = '' } = useParams();
  const managed = useManagedBooking(token);
  const details = useRef<HTMLDivElement>(null);
  const cancelled = managed.data?.booking.status === 'cancelled';
  // Cancelled here: the Cancel card goes (with the button focus would return to), and the page is shorter. Focus,
  // and the view, go to the booking that now reads Cancelled.
  const wasCancelled = useRef<boolean | undefined>(undefined);
  const loaded = managed.data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    if (cancelled && wasCancelled.current === false) details.current?.focus({ preventScroll: false });
    wasCancelled.current = cancelled;
  }, [cancelled, loaded]);
  const notFound =
    isApiRequestError(managed.error) && (managed.error.status === 404 || managed.error.status === 400);
  return (
    <ManageBookingFrame
      intro={
        cancelled ? (
          <>
            {managed.data?.booking.cancelledBy === 'office'
              ? `Our office cancelled this booking. If you did not expect it, call us at ${site.phoneDisplay}. `
              : ''}
            This booking is cancelled, so nothing more can be changed here. To book again,{' '}
            {managed.data?.booking.kind === 'technician' ? (
              <Link to={paths.requestTech.href()}>request a technician visit</Link>
            ) : (
              <Link to={paths.recycling.href()}>schedule a pickup</Link>
            )}
            .
          </>
        ) : managed.data && managed.data.booking.status !== 'scheduled' ? (
          `This booking is ${bookingStatusLabels[managed.data.booking.status].toLowerCase()}, so nothing more can be changed here.`
        ) : managed.data && !managed.data.canReschedule ? (
          // Inside the 24 hours: the note below says to call; the page does not promise a free reschedule here.
          managed.data.canCancel ? (
            'This private link shows your booking. It is less than 24 hours away, so it can no longer be rescheduled here; you can still cancel it.'
          ) : (
            'This private link shows your booking. It is less than 24 hours away, so it can no longer be changed here.'
          )
        ) : notFound ? (
          // Not "this private link shows your booking": it shows none.
          'Every booking has a private link of its own, given on its confirmation.'
        ) : undefined
      }
    >
      {managed.isPending && <Skeleton height="16rem" />}
      {managed.isError &&
        (notFound ? (
          // A mistyped or shortened link: trying again cannot help, the link as it was given can.
          <ErrorPanel title="Booking not found">
            <p>
              This link does not lead to a booking. Please open the link from your booking confirmation again,
              or call us at <a href={site.phoneHref}>{site.phoneDisplay}</a>.
            </p>
          </ErrorPanel>
        ) : (
          <ErrorPanel title="This booking could not be loaded" onRetry={() => void managed.refetch()}>
            {managed.error.message}
          </ErrorPanel>
        ))}
      {managed.data && (
        <Stack gap={5}>
          <Card ref={details} tabIndex={-1} aria-label="Your booking">
            <BookingDetails booking={managed.data.booking} />
          </Card>
          {managed.data.rescheduleNote && <p role="note">{managed.data.rescheduleNote}</p>}
          {managed.data.canReschedule && (
            <Reschedule
              token={token}
              managed={managed.data}
              onRescheduled={() => details.current?.focus({ preventScroll: false })}
            />
          )}
          {managed.data.canCancel && <Cancel token={token} managed={managed.data} />}
        </Stack>
      )}
    </ManageBookingFrame>
  );
}
