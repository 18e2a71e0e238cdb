import type { ChangeEvent, FocusEvent } from 'react';

/** What `fieldChecks` needs of a react-hook-form form (so @claims/ui needs no react-hook-form). */
export type CheckableForm = {
  getValues: (name: never) => unknown;
  getFieldState: (name: never) => { invalid: boolean };
  trigger: (name: never) => Promise<boolean>;
  formState: { isSubmitted: boolean };
};

/**
 * When the site's forms check their fields, with `fieldChecks` on the form element: every field when the form is
 * sent, and after that each field again as it changes.
 */
export const formValidationTiming = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const fieldName = (target: EventTarget) => {
  const { name } = target as { name?: unknown };
  return typeof name === 'string' && name !== '' ? name : undefined;
};

/**
 * The focus leaves the field for the form's own submit button (pressed with the pointer, which focuses it on the press):
 * the form is being sent, and sending checks every field. A message shown now, as the field is left, would push the
 * button down between the press and the release, and the click would be lost (the visitor pressed twice to send).
 */
function isSendingTheForm(event: FocusEvent<HTMLFormElement>): boolean {
  const next = event.relatedTarget as { type?: unknown; form?: unknown } | null;
  return next?.type === 'submit' && next.form === event.currentTarget;
}

/**
 * Handlers for the form element (`<form {...fieldChecks(form)}>`), with `formValidationTiming`. A field the visitor
 * leaves is checked when it holds something, so a malformed email is pointed out at once, while a field only passed
 * through (tabbing on to a later one) is not called missing before the form is sent. A field shown wrong is checked
 * again as it changes, so its message goes as soon as it is right. Once the form has been sent, every field left
 * is checked, and react-hook-form checks each change itself.
 */
export function fieldChecks(form: CheckableForm) {
  return {
    onBlur: (event: FocusEvent<HTMLFormElement>) => {
      const name = fieldName(event.target);
      if (!name || isSendingTheForm(event)) return;
      if (!form.formState.isSubmitted && isEmpty(form.getValues(name as never))) return;
      void form.trigger(name as never);
    },
    onChange: (event: ChangeEvent<HTMLFormElement>) => {
      const name = fieldName(event.target);
      if (!name || form.formState.isSubmitted || !form.getFieldState(name as never).invalid) return;
      void form.trigger(name as never);
    },
  };
}
