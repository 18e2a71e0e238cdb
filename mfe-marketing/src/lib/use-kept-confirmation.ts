import { useCallback, useState } from 'react';
import { readSessionJson, writeSessionJson } from '@claims/web-kit';

function read<T>(key: string, isValue: (value: unknown) => value is T): T | null {
  const stored = readSessionJson(key);
  return isValue(stored) ? stored : null;
}

/**
 * A form's confirmation, kept in this tab's sessionStorage under `key`: a reload, or Back and Forward, show it again
 * instead of an empty form that invites sending the same request twice. Setting null (the visitor starts another
 * form or leaves through the confirmation's own links) forgets it; closing the tab does too.
 */
export function useKeptConfirmation<T>(key: string, isValue: (value: unknown) => value is T) {
  const [confirmation, setConfirmation] = useState<T | null>(() => read(key, isValue));
  const keep = useCallback(
    (value: T | null) => {
      setConfirmation(value);
      // Refused by storage (private mode, full): the confirmation stays on screen until the page is left.
      writeSessionJson(key, value ?? undefined);
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
