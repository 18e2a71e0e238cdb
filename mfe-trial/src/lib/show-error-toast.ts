import { toast } from '@claims/ui';
import { isApiRequestError } from '@claims/web-kit';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * The spec's failure notice: an 'Error' toast with the server message. Field messages from a 400
 * are also shown next to their fields when the form has them.
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
  if (!setError || !isApiRequestError(error) || !error.fields) return;
  for (const [field, fieldMessage] of Object.entries(error.fields)) {
    if (fieldNames.includes(field)) setError(field as Path<T>, { type: 'server', message: fieldMessage });
  }
}
