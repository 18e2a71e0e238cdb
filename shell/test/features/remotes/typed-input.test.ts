import {
  forgetTypedInput,
  rememberTypedInput,
  restoreTypedInput,
} from '../../../src/features/remotes/lib/typed-input';

function page(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

const form =
  '<form><select name="userType"><option value="">Choose</option><option value="insurance">Insurance</option></select>' +
  '<input type="radio" name="contact" value="phone" checked><input type="radio" name="contact" value="email">' +
  '<input name="zip" id="field-r1" value=""><input type="submit" value="Send"></form>';

afterEach(() => {
  forgetTypedInput();
  document.body.innerHTML = '';
});

describe('typed input carried from one copy of a page to the next', () => {
  it('carries a choice, a radio button and a field whose generated id differs between the copies', () => {
    const first = page(form);
    first.querySelector('select')!.value = 'insurance';
    first.querySelector<HTMLInputElement>('input[value="email"]')!.checked = true;
    first.querySelector<HTMLInputElement>('[name="zip"]')!.value = '76114';
    rememberTypedInput(first, '/request-tech');
    first.remove();

    const next = page(form.replace('field-r1', 'field-r7'));
    const changes: string[] = [];
    next.addEventListener('change', (event) => changes.push((event.target as HTMLSelectElement).name));
    next.addEventListener('input', (event) => changes.push((event.target as HTMLInputElement).name));
    expect(restoreTypedInput(next, '/request-tech')).toBe(false);
    expect(next.querySelector('select')!.value).toBe('insurance');
    expect(next.querySelector<HTMLInputElement>('input[value="email"]')!.checked).toBe(true);
    expect(next.querySelector<HTMLInputElement>('[name="zip"]')!.value).toBe('76114');
    // As if typed: the live form's handlers hear about each one.
    expect(changes).toEqual(expect.arrayContaining(['userType', 'zip', 'contact']));
  });

  it('gives nothing to another page, and reports what is still waiting for its field', () => {
    const first = page(form);
    first.querySelector<HTMLInputElement>('[name="zip"]')!.value = '76114';
    rememberTypedInput(first, '/request-tech');
    first.remove();
    const other = page(form);
    expect(restoreTypedInput(other, '/abby-recycling')).toBe(false);
    expect(other.querySelector<HTMLInputElement>('[name="zip"]')!.value).toBe('');
    // The live page has not rendered its form yet: the value waits.
    const empty = page('<h1>Loading</h1>');
    expect(restoreTypedInput(empty, '/request-tech')).toBe(true);
  });
});
