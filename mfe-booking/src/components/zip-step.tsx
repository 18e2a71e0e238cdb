import { useEffect, useRef, useState } from 'react';
import { Button, Field, TextInput, toast } from '@claims/ui';
import { serviceAreaUnavailable, zipAutoAdvanceMs, zipMaxLength } from '@claims/contracts';
import { StepActions } from './wizard-frame';

export type ZipStepProps = {
  zip: string;
  isServed: (zip: string) => boolean;
  onZipChange: (zip: string) => void;
  onServed: () => void;
  /** Moves on by itself this long after a served zip is typed (the recycling wizard). */
  autoAdvance?: boolean;
};

const serviceAreaToastId = 'service-area-unavailable';

/** Step 1 of both wizards: a 5-digit zip; outside the served list, the 'Service Area Unavailable' toast. */
export function ZipStep({ zip, isServed, onZipChange, onServed, autoAdvance = false }: ZipStepProps) {
  const [error, setError] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const check = (value: string) => {
    clearTimeout(timer.current);
    if (value.length < zipMaxLength) {
      setError('Enter a 5-digit zip code');
      // To the field, whose description is the message: a screen reader reads it where the fix is typed.
      field.current?.focus();
      return;
    }
    if (!isServed(value)) {
      setError(serviceAreaUnavailable.message);
      // One notice however often the same answer is given (typing the fifth digit, then pressing the button).
      toast.error(serviceAreaUnavailable.title, {
        id: serviceAreaToastId,
        description: serviceAreaUnavailable.message,
      });
      return;
    }
    setError(undefined);
    // An earlier refusal no longer holds.
    toast.dismiss(serviceAreaToastId);
    onServed();
  };

  // No maxLength on the field: the browser would cut a pasted " 76109" or "ZIP 76109" to its first five characters
  // before the digits are picked out of it.
  const change = (raw: string) => {
    const value = raw.replace(/\D/g, '').slice(0, zipMaxLength);
    onZipChange(value);
    setError(undefined);
    clearTimeout(timer.current);
    if (value.length === zipMaxLength) {
      if (!isServed(value)) check(value);
      else if (autoAdvance) timer.current = setTimeout(() => check(value), zipAutoAdvanceMs);
    }
  };

  // The build-time snapshot (scripts/prerender-pages.tsx) shows the field before JavaScript runs. A ZIP typed there
  // reaches the live field (the shell carries it over); the button stays disabled until then, so nothing is sent
  // from the copy.
  const snapshot = typeof window === 'undefined';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        check(zip);
      }}
    >
      <Field label="Zip Code" error={error} required>
        <TextInput
          ref={field}
          name="zip"
          value={zip}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="e.g. 76114"
          autoFocus
          onChange={(event) => change(event.target.value)}
        />
      </Field>
      <StepActions>
        <Button type="submit" disabled={snapshot}>
          Check Availability
        </Button>
      </StepActions>
    </form>
  );
}
