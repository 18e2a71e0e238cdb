import { useRef, useState } from 'react';
import { Button, ErrorPanel, Skeleton } from '@claims/ui';
import { isSunday, windowStart, type TimeWindowId } from '@claims/contracts';
import { DatePicker } from '../../../components/date-picker';
import { ShortNoticeNote } from '../../../components/short-notice-note';
import { ErrorText, Fieldset, Muted } from '../../../components/choice-card';
import { WindowPicker } from '../../../components/window-picker';
import { StepActions } from '../../../components/wizard-frame';
import { isVisitDayFull } from '../../../lib/visit-day-full';
import { useTechnicianAvailability } from '../api/get-technician-availability';

/** Step 3: a date (today to 30 days ahead, no Sundays, no full days) and a 2-hour window. */
export function SlotStep({
  date,
  windowId,
  slotError,
  onChange,
  onNext,
}: {
  date?: string;
  windowId?: TimeWindowId;
  slotError?: string;
  onChange: (change: { date?: string; windowId?: TimeWindowId }) => void;
  onNext: () => void;
}) {
  const availability = useTechnicianAvailability();
  const [error, setError] = useState<string>();
  const choices = useRef<HTMLDivElement>(null);
  /** Continue with a choice missing: said under the choices, with the focus on the one to make (its tab stop). */
  const ask = (message: string, group: string) => {
    setError(message);
    choices.current?.querySelector<HTMLElement>(`${group} [tabindex="0"]`)?.focus();
  };
  if (availability.isPending) return <Skeleton height="20rem" />;
  if (availability.isError) {
    return (
      <ErrorPanel title="Available times could not be loaded" onRetry={() => void availability.refetch()}>
        {availability.error.message}
      </ErrorPanel>
    );
  }
  const days = new Map(availability.data.days.map((day) => [day.date, day]));
  const chosenDay = date ? days.get(date) : undefined;
  const windowOpen = Boolean(windowId && chosenDay?.windows.some((w) => w.id === windowId));
  const shownError = error ?? slotError;
  return (
    <div ref={choices}>
      <Fieldset>
        <legend>Date</legend>
        <Muted>Open Monday to Saturday. Book today through 30 days ahead.</Muted>
        <DatePicker
          label="Service date"
          first={availability.data.first}
          last={availability.data.last}
          selected={date}
          isDisabled={(day) => isSunday(day) || (days.get(day)?.windows.length ?? 0) === 0}
          isFull={(day) => isVisitDayFull(availability.data, day)}
          onSelect={(day) => {
            setError(undefined);
            onChange({ date: day, windowId: undefined });
          }}
        />
      </Fieldset>
      {date && (
        <WindowPicker
          day={chosenDay}
          selected={windowOpen ? windowId : undefined}
          onSelect={(id) => {
            setError(undefined);
            onChange({ windowId: id });
          }}
        />
      )}
      {date && windowOpen && <ShortNoticeNote startsAt={windowStart(date, windowId!)} what="visit" />}
      {shownError && <ErrorText role="alert">{shownError}</ErrorText>}
      <StepActions>
        <Button
          onClick={() => {
            if (!date) ask('Choose a date', '[role="grid"]');
            else if (!windowOpen) ask('Choose a time window', '[role="radiogroup"]');
            else onNext();
          }}
        >
          Continue
        </Button>
      </StepActions>
    </div>
  );
}
