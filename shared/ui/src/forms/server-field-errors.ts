import { isApiRequestError } from '@claims/web-kit';

/** react-hook-form's `setError`, narrowed to what this helper calls (so @claims/ui needs no react-hook-form). */
export type SetFieldError<Name extends string> = (
  name: Name,
  error: { type: 'server'; message: string },
) => void;

/**
 * Puts a 400's field messages (`{ error: { fields: { "<dot.path>": message } } }`) next to the form's fields.
 * Only the names in `fieldNames` are set (a message for a field the form does not show stays in the toast);
 * returns how many were set.
 */
export function applyServerFieldErrors<Name extends string>(
  error: unknown,
  setError: SetFieldError<Name>,
  fieldNames?: readonly string[],
): number {
  if (!isApiRequestError(error) || !error.fields) return 0;
  let applied = 0;
  for (const [name, message] of Object.entries(error.fields)) {
    if (fieldNames && !fieldNames.includes(name)) continue;
    setError(name as Name, { type: 'server', message });
    applied += 1;
  }
  return applied;
}
