import fs from 'node:fs';
import path from 'node:path';
import {
  carryTypedInputToLivePage,
  followEnterInCopy,
  forgetTypedInput,
  rememberTypedInput,
  restoreTypedInput,
  takeOverEdgeCopy,
  watchEdgeCopy,
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

describe('Enter pressed in a prerendered form before the page is live', () => {
  // As prerendered: the submit button stays disabled until the page's code runs.
  const zipStep = (buttonDisabled: boolean) =>
    `<form><input name="zip" id="field-r1" value=""><button type="submit"${buttonDisabled ? ' disabled' : ''}>Check Availability</button></form>`;

  function pressEnter(field: HTMLElement, init: KeyboardEventInit = {}) {
    return field.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...init }),
    );
  }

  /** The live page: its form's submissions, with the zip code each one had. */
  function livePage(onKeyDown?: (event: KeyboardEvent) => void) {
    const live = page(zipStep(false));
    live.id = 'main';
    const submitted: string[] = [];
    const form = live.querySelector('form')!;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(live.querySelector<HTMLInputElement>('[name="zip"]')!.value);
    });
    if (onKeyDown) live.querySelector('input')!.addEventListener('keydown', onKeyDown);
    return submitted;
  }

  /** The visitor types a zip code in the prerendered copy and presses Enter there; returns the copy. */
  function typeAndPressEnter(zip: string) {
    const copy = page(zipStep(true));
    const stop = followEnterInCopy(copy, '/abby-recycling');
    const field = copy.querySelector<HTMLInputElement>('[name="zip"]')!;
    field.value = zip;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    pressEnter(field);
    rememberTypedInput(copy, '/abby-recycling');
    stop();
    copy.remove();
    return copy;
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('submits the live form once, with the typed value already in it, and never a copy', () => {
    typeAndPressEnter('76114');
    // The copy React shows while the area loads takes the value, not the Enter.
    const reactCopy = page(zipStep(true));
    const copySubmits = jest.fn();
    reactCopy.addEventListener('submit', copySubmits);
    restoreTypedInput(reactCopy, '/abby-recycling');
    jest.runOnlyPendingTimers();
    expect(copySubmits).not.toHaveBeenCalled();
    expect(reactCopy.querySelector<HTMLInputElement>('[name="zip"]')!.value).toBe('76114');
    rememberTypedInput(reactCopy, '/abby-recycling');
    reactCopy.remove();

    const submitted = livePage();
    const stop = carryTypedInputToLivePage('/abby-recycling');
    expect(submitted).toEqual([]);
    jest.runOnlyPendingTimers();
    expect(submitted).toEqual(['76114']);
    jest.runOnlyPendingTimers();
    expect(submitted).toEqual(['76114']);
    stop();
  });

  it('is cancelled by typing after it', () => {
    const copy = page(zipStep(true));
    const stop = followEnterInCopy(copy, '/abby-recycling');
    const field = copy.querySelector<HTMLInputElement>('[name="zip"]')!;
    pressEnter(field);
    field.value = '761';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    rememberTypedInput(copy, '/abby-recycling');
    stop();
    copy.remove();
    const submitted = livePage();
    carryTypedInputToLivePage('/abby-recycling')();
    jest.runOnlyPendingTimers();
    expect(submitted).toEqual([]);
    expect(document.querySelector<HTMLInputElement>('[name="zip"]')!.value).toBe('761');
  });

  it('leaves the decision to a live field that handles Enter itself', () => {
    typeAndPressEnter('76114');
    const submitted = livePage((event) => {
      if (event.key === 'Enter') event.preventDefault();
    });
    carryTypedInputToLivePage('/abby-recycling');
    jest.runOnlyPendingTimers();
    expect(submitted).toEqual([]);
  });

  it('does not remember Enter with a modifier or while composing text', () => {
    const copy = page(zipStep(true));
    const stop = followEnterInCopy(copy, '/abby-recycling');
    const field = copy.querySelector<HTMLInputElement>('[name="zip"]')!;
    pressEnter(field, { shiftKey: true });
    pressEnter(field, { isComposing: true });
    stop();
    copy.remove();
    const submitted = livePage();
    carryTypedInputToLivePage('/abby-recycling');
    jest.runOnlyPendingTimers();
    expect(submitted).toEqual([]);
  });

  it('keeps a prerendered copy from submitting itself (it would put every field in the address)', () => {
    const copy = page(zipStep(false));
    const stop = followEnterInCopy(copy, '/abby-recycling');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    copy.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    stop();
  });
});

describe('Enter pressed in the edge copy before any of the shell has run', () => {
  // The page's own inline script, as built into index.html.
  const template = fs.readFileSync(
    path.join(__dirname, '../../../../shared/build-kit/src/index.html'),
    'utf8',
  );
  const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(template)![1];
  const listeners: Array<[string, EventListener]> = [];

  beforeEach(() => {
    jest.useFakeTimers();
    // Run as the page runs it, with its document listeners noted so each test starts from a fresh page.
    const add = jest.spyOn(document, 'addEventListener').mockImplementation(function (
      this: Document,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) {
      listeners.push([type, listener as EventListener]);
      EventTarget.prototype.addEventListener.call(this, type, listener, options);
    });
    new Function(inlineScript)();
    add.mockRestore();
  });

  afterEach(() => {
    for (const [type, listener] of listeners.splice(0)) document.removeEventListener(type, listener, true);
    delete window.__claimsEarlyEnter;
    jest.useRealTimers();
  });

  /** The edge's copy of the page: plain HTML, its button disabled, in the root element. */
  function edgeCopy() {
    const copy = page(
      '<form><input name="zip" id="field-r1" value=""><button type="submit" disabled>Check Availability</button></form>',
    );
    copy.dataset.prerendered = '/abby-recycling';
    return copy;
  }

  function typeInto(field: HTMLInputElement, value: string) {
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }

  function pressEnter(field: HTMLElement) {
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  }

  /** The shell starts (watches the copy, React replaces it) and the live form arrives; its submissions. */
  function shellStartsAndPageGoesLive(copy: HTMLElement) {
    watchEdgeCopy(copy, '/abby-recycling');
    takeOverEdgeCopy();
    copy.remove();
    const live = page(
      '<form><input name="zip" id="field-r9" value=""><button type="submit">Check Availability</button></form>',
    );
    live.id = 'main';
    const submitted: string[] = [];
    live.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(live.querySelector<HTMLInputElement>('[name="zip"]')!.value);
    });
    const stop = carryTypedInputToLivePage('/abby-recycling');
    jest.runOnlyPendingTimers();
    stop();
    return submitted;
  }

  it('is pressed again in the live form, once', () => {
    const copy = edgeCopy();
    const field = copy.querySelector('input')!;
    typeInto(field, '76114');
    pressEnter(field);
    expect(shellStartsAndPageGoesLive(copy)).toEqual(['76114']);
  });

  it('is cancelled by typing after it', () => {
    const copy = edgeCopy();
    const field = copy.querySelector('input')!;
    typeInto(field, '761');
    pressEnter(field);
    typeInto(field, '7611');
    expect(shellStartsAndPageGoesLive(copy)).toEqual([]);
  });

  it('is not noted outside the prerendered page, nor once the shell follows the page itself', () => {
    const header = page('<form><input name="zip" value="76114"></form>');
    pressEnter(header.querySelector('input')!);
    expect(window.__claimsEarlyEnter?.field).toBeNull();
    const copy = edgeCopy();
    watchEdgeCopy(copy, '/abby-recycling');
    pressEnter(copy.querySelector('input')!);
    expect(window.__claimsEarlyEnter?.field).toBeNull();
  });

  it('keeps the edge copy from submitting itself', () => {
    const copy = edgeCopy();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    copy.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });
});
