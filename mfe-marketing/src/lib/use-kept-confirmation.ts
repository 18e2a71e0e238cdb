import { useCallback, useState } from 'react';

function read<T>(key: string, isValue: (value: unknown) => value is T): T | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return isValue(stored) ? stored : null;
  } catch {
    return null;
  }
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
      try {
        if (value === null) sessionStorage.removeItem(key);
        else sessionStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Private mode or full storage: the confirmation stays on screen until the page is left.
      }
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
