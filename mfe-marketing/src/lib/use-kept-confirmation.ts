import { useCallback, useEffect, useState } from 'react';
import { readSessionJson, writeSessionJson } from '@claims/web-kit';

function read<T>(key: string, isValue: (value: unknown) => value is T): T | null {
  const stored = readSessionJson(key);
  return isValue(stored) ? stored : null;
}

type ConfirmationChange = { key: string; value: unknown };

/** Tells the pages of this tab that a form's confirmation was kept or forgotten. */
const confirmationChanges = new EventTarget();

/**
 * A form's confirmation, kept in this tab's sessionStorage under `key`: a reload, or Back and Forward, show it again
 * instead of an empty form that invites sending the same request twice. Setting null (the visitor starts another
 * form or leaves through the confirmation's own links) forgets it; closing the tab does too.
 *
 * A request still being sent when the visitor went Back and then Forward is answered to the form they left: its
 * confirmation reaches the page showing the form now, which then shows the confirmation instead of the filled-in form
 * of a request already stored.
 */
export function useKeptConfirmation<T>(key: string, isValue: (value: unknown) => value is T) {
  const [confirmation, setConfirmation] = useState<T | null>(() => read(key, isValue));
  useEffect(() => {
    const onChange = (event: Event) => {
      const change = (event as CustomEvent<ConfirmationChange>).detail;
      if (change.key === key) setConfirmation(isValue(change.value) ? change.value : null);
    };
    confirmationChanges.addEventListener('change', onChange);
    return () => confirmationChanges.removeEventListener('change', onChange);
  }, [key, isValue]);
  const keep = useCallback(
    (value: T | null) => {
      setConfirmation(value);
      // Refused by storage (private mode, full): the confirmation stays on screen until the page is left.
      writeSessionJson(key, value ?? undefined);
      confirmationChanges.dispatchEvent(
        new CustomEvent<ConfirmationChange>('change', { detail: { key, value } }),
      );
    },
    [key],
  );
  return [confirmation, keep] as const;
}

/** An object whose `field` is a string (the confirmations' email). */
export const hasString =
  <Field extends string>(field: Field) =>
  (value: unknown): value is Record<Field, string> =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>)[field] === 'string';
