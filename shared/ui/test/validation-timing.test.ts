import type { ChangeEvent, FocusEvent } from 'react';
import { fieldChecks, type CheckableForm } from '../src/forms/validation-timing';

/** A form holding `values`, whose `invalid` fields are shown wrong; `checked` lists the fields it was asked to check. */
function fakeForm(values: Record<string, unknown>, { submitted = false, invalid = [] as string[] } = {}) {
  const checked: string[] = [];
  const form: CheckableForm = {
    getValues: ((name: string) => values[name]) as never,
    getFieldState: ((name: string) => ({ invalid: invalid.includes(name) })) as never,
    trigger: ((name: string) => {
      checked.push(name);
      return Promise.resolve(true);
    }) as never,
    formState: { isSubmitted: submitted },
  };
  return { form, checked };
}

const leave = (form: CheckableForm, name: string) =>
  fieldChecks(form).onBlur({ target: { name } } as unknown as FocusEvent<HTMLFormElement>);
const change = (form: CheckableForm, name: string) =>
  fieldChecks(form).onChange({ target: { name } } as unknown as ChangeEvent<HTMLFormElement>);

describe('fieldChecks', () => {
  it('checks a field the visitor leaves only when it holds something, before the form is sent', () => {
    const { form, checked } = fakeForm({
      email: 'jo@',
      name: '',
      notes: '   ',
      agree: false,
      tags: [],
      role: 'x',
    });
    for (const name of ['email', 'name', 'notes', 'agree', 'tags', 'role', 'unknown']) leave(form, name);
    expect(checked).toEqual(['email', 'role']);
  });

  it("leaves the check to the sending when the field is left for the form's submit button", () => {
    const { form, checked } = fakeForm({ email: 'jo@' });
    const formElement = {};
    const toward = (relatedTarget: object) =>
      fieldChecks(form).onBlur({
        target: { name: 'email' },
        currentTarget: formElement,
        relatedTarget,
      } as unknown as FocusEvent<HTMLFormElement>);
    toward({ type: 'submit', form: formElement });
    expect(checked).toEqual([]);
    // Another button of the form, or another form's submit button: checked as usual.
    toward({ type: 'button', form: formElement });
    toward({ type: 'submit', form: {} });
    expect(checked).toEqual(['email', 'email']);
  });

  it('once the form was sent, checks every field left, empty ones too', () => {
    const { form, checked } = fakeForm({ name: '' }, { submitted: true });
    leave(form, 'name');
    expect(checked).toEqual(['name']);
  });

  it('checks a change only of a field shown wrong, and leaves changes after sending to the form', () => {
    const before = fakeForm({ email: 'jo@x', name: 'J' }, { invalid: ['email'] });
    change(before.form, 'email');
    change(before.form, 'name');
    expect(before.checked).toEqual(['email']);

    const after = fakeForm({ email: 'jo@x' }, { submitted: true, invalid: ['email'] });
    change(after.form, 'email');
    expect(after.checked).toEqual([]);
  });

  it('ignores elements that are not named fields', () => {
    const { form, checked } = fakeForm({});
    fieldChecks(form).onBlur({ target: {} } as unknown as FocusEvent<HTMLFormElement>);
    leave(form, '');
    expect(checked).toEqual([]);
  });
});
