import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, fieldChecks, ErrorPanel, formValidationTiming, Skeleton } from '@claims/ui';
import {
  bookingContactSchema,
  formatDayLong,
  pickupStart,
  recyclingSchedulingNote,
  type BookingContact,
} from '@claims/contracts';
import { ContactFields, type ContactValues } from '../../../components/contact-fields';
import { DatePicker } from '../../../components/date-picker';
import { ShortNoticeNote } from '../../../components/short-notice-note';
import { ErrorText, Fieldset, Muted } from '../../../components/choice-card';
import {
  BookingFailureAlert,
  SlowBookingNotice,
  StepActions,
  type BookingFailure,
} from '../../../components/wizard-frame';
import { usePickupAvailability } from '../api/get-pickup-availability';

export type ScheduleStepProps = {
  pickupDate?: string;
  contact: ContactValues;
  /** Set by the server's refusal (day full, day no longer bookable). */
  dateError?: string;
  fieldErrors?: Record<string, string>;
  sending: boolean;
  /** Why the last Confirm Booking did not book. */
  failure?: BookingFailure;
  onDateChange: (day: string | undefined) => void;
  onContactChange: (contact: ContactValues) => void;
  /** `bookAgain`: Book It Again, a second pickup of one the service says is booked already. */
  onConfirm: (contact: BookingContact, bookAgain?: boolean) => void;
};

const contactFieldOrder = ['name', 'phone', 'email', 'address'] as const;

/** Step 6: the pickup date (from tomorrow, full days disabled) and the contact details. */
export function ScheduleStep(props: ScheduleStepProps) {
  const availability = usePickupAvailability();
  const [dateError, setDateError] = useState<string>();
  const dateFields = useRef<HTMLFieldSetElement>(null);
  const form = useForm<ContactValues>({
    resolver: zodResolver(bookingContactSchema),
    defaultValues: props.contact,
    ...formValidationTiming,
    // Focus goes to the first thing to fix, which may be the calendar above the fields (`submit`).
    shouldFocusError: false,
  });
  const { onContactChange, fieldErrors } = props;

  useEffect(() => {
    const subscription = form.watch((values) => onContactChange(values as ContactValues));
    return () => subscription.unsubscribe();
  }, [form, onContactChange]);

  useEffect(() => {
    for (const [field, message] of Object.entries(fieldErrors ?? {})) {
      const name = field.replace(/^contact\./, '') as keyof ContactValues;
      if (['name', 'phone', 'email', 'address'].includes(name)) form.setError(name, { message });
    }
  }, [fieldErrors, form]);

  // The server refused the day (it filled up meanwhile): the calendar, above the fields, comes back into view with
  // the focus on it, so another day can be picked at once.
  useEffect(() => {
    if (!props.dateError) return;
    const day = dateFields.current?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]');
    dateFields.current?.scrollIntoView?.({ block: 'start', behavior: 'instant' });
    day?.focus({ preventScroll: true });
  }, [props.dateError]);

  const confirmContact = form.handleSubmit((contact) => {
    if (props.pickupDate) props.onConfirm(contact);
  });
  const bookAgain = form.handleSubmit((contact) => {
    if (props.pickupDate) props.onConfirm(contact, true);
  });
  // A missing date is said at the same time as the contact fields' own errors, not only once they are right, and
  // focus goes to the calendar, the first thing to fix, rather than to the first contact field with an error.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const missingDate = !props.pickupDate;
    if (missingDate) setDateError('Choose a pickup date');
    await confirmContact(event);
    // In the order of the form, as the check just made left them (the render's `formState` is from before it).
    const firstFieldError = contactFieldOrder.find((name) => form.getFieldState(name).invalid);
    if (missingDate) dateFields.current?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]')?.focus();
    else if (firstFieldError) form.setFocus(firstFieldError);
  };

  const full = new Set(availability.data?.fullDays ?? []);
  const shownDateError = dateError ?? props.dateError;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} {...fieldChecks(form)}>
      <Fieldset ref={dateFields}>
        <legend>Pickup Date</legend>
        <Muted>{recyclingSchedulingNote}</Muted>
        {availability.isPending && <Skeleton height="20rem" />}
        {availability.isError && (
          <ErrorPanel title="Available dates could not be loaded" onRetry={() => void availability.refetch()}>
            {availability.error.message}
          </ErrorPanel>
        )}
        {availability.data && (
          <DatePicker
            label="Pickup date"
            first={availability.data.first}
            last={availability.data.last}
            selected={props.pickupDate}
            isFull={(day) => full.has(day)}
            onSelect={(day) => {
              setDateError(undefined);
              props.onDateChange(day);
            }}
          />
        )}
        {props.pickupDate && <p>Selected: {formatDayLong(props.pickupDate)}</p>}
        {props.pickupDate && <ShortNoticeNote startsAt={pickupStart(props.pickupDate)} what="pickup" />}
        {shownDateError && <ErrorText role="alert">{shownDateError}</ErrorText>}
      </Fieldset>
      <Fieldset>
        <legend>Contact Information</legend>
        <ContactFields register={form.register} errors={form.formState.errors} />
      </Fieldset>
      <BookingFailureAlert
        failure={props.failure}
        sending={props.sending}
        onBookAgain={() => void bookAgain()}
      />
      <StepActions>
        <Button type="submit" loading={props.sending} loadingText="Booking...">
          Confirm Booking
        </Button>
      </StepActions>
      <SlowBookingNotice sending={props.sending} />
    </form>
  );
}
