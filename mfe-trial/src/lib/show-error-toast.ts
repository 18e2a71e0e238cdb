import { toast } from '@claims/ui';
import { isApiRequestError } from '@claims/web-kit';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * The spec's failure notice: an 'Error' toast with the server message. Field messages from a 400
 * are also shown next to their fields when the form has them; a message for none of them is the form's
 * `errors.root.server`, which the form shows in a `FormAlert`.
 */
export function showErrorToast<T extends FieldValues>(
  error: unknown,
  setError?: UseFormSetError<T>,
  fieldNames: string[] = [],
  /** A form's one notice: the next one (the success after a corrected retry) replaces it. */
  toastId?: string,
) {
  const message = error instanceof Error ? error.message : 'Something went wrong';
  toast.error('Error', { description: message, id: toastId });
  if (!setError) return;
  const fields = Object.entries((isApiRequestError(error) && error.fields) || {}).filter(([field]) =>
    fieldNames.includes(field),
  );
  // The first field blamed takes the focus, as the form's own checks do: the visitor is where the fix is.
  fields.forEach(([field, fieldMessage], index) =>
    setError(field as Path<T>, { type: 'server', message: fieldMessage }, { shouldFocus: index === 0 }),
  );
  // Blamed on no field (a wrong password, an unreachable server): said beside the form too, until the next try, since
  // the notice goes after a few seconds.
  if (fields.length === 0) setError('root.server', { type: 'server', message });
}
