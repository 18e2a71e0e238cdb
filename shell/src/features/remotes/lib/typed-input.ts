/**
 * What a visitor typed into a prerendered page before its area was live. The edge sends a page's first screen as
 * static HTML, so on a slow connection a form is on screen, and typed into, seconds before its code runs; the copy
 * React shows while the area loads, and then the live page, are new elements. Without this, everything typed (and
 * the focus) was lost at each of those swaps.
 *
 * Controls are matched by name (a radio button by name and value), else by id: the prerendered and the live page come
 * from the same components, but ids a component generates may differ between the two renders. Values reach the live
 * page as if typed (an `input` or `change` event), so the form's own state has them.
 */

type Typed = { value?: string; checked?: boolean };

/** Typed values by control key, for the page at `path`. */
let typed = new Map<string, Typed>();
let typedPath: string | null = null;
let focused: { key: string; selection: [number, number] | null } | null = null;
/** The field where Enter was pressed last, when nothing was typed after it. */
let enterPressedIn: string | null = null;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs that hold no typing of the visitor's own (or that cannot be set from script). */
const untypedInputs = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

function controlKey(control: Element): string | null {
  const name = control.getAttribute('name');
  if (name) {
    return control instanceof HTMLInputElement && control.type === 'radio'
      ? `name:${name}=${control.value}`
      : `name:${name}`;
  }
  return control.id ? `#${control.id}` : null;
}

function controlsIn(root: ParentNode): Control[] {
  return Array.from(root.querySelectorAll<Control>('input, textarea, select')).filter(
    (control) => !(control instanceof HTMLInputElement && untypedInputs.has(control.type)),
  );
}

const isToggle = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

function defaultValueOf(control: Control): string {
  if (control instanceof HTMLSelectElement) {
    const preset = Array.from(control.options).find((option) => option.defaultSelected);
    return preset?.value ?? control.options[0]?.value ?? '';
  }
  return control.defaultValue;
}

/** Notes what the visitor changed in the controls under `root` (a prerendered page, or the copy shown while loading). */
export function rememberTypedInput(root: Element, path: string) {
  if (typedPath !== path) {
    typed = new Map();
    focused = null;
    enterPressedIn = null;
  }
  typedPath = path;
  for (const control of controlsIn(root)) {
    const key = controlKey(control);
    if (!key) continue;
    if (isToggle(control)) {
      if (control.checked !== control.defaultChecked) typed.set(key, { checked: control.checked });
    } else if (control.value !== defaultValueOf(control)) {
      typed.set(key, { value: control.value });
    }
  }
  const active = root.ownerDocument.activeElement;
  if (active && active !== root && root.contains(active)) {
    const key = controlKey(active);
    const selection =
      active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
        ? selectionOf(active)
        : null;
    focused = key ? { key, selection } : null;
  }
}

function selectionOf(control: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    return control.selectionStart === null || control.selectionEnd === null
      ? null
      : [control.selectionStart, control.selectionEnd];
  } catch {
    return null; // input types without a selection (email, number) throw in some browsers
  }
}

/** Text-like inputs, where Enter submits the form they are in (HTML's "implicit submission"). */
const submittingInputs = new Set([
  'text',
  'search',
  'url',
  'tel',
  'email',
  'password',
  'number',
  'date',
  'month',
  'week',
  'time',
  'datetime-local',
]);

const submitsOnEnter = (control: EventTarget | null): control is HTMLInputElement =>
  control instanceof HTMLInputElement && submittingInputs.has(control.type) && control.form !== null;

/**
 * Follows Enter in the forms of a prerendered copy of the page at `path` (noted for the live page, see the top of
 * this file) and stops those forms from submitting themselves. Returns a function that stops following.
 */
export function followEnterInCopy(element: Element, path: string): () => void {
  const keyDown = (event: Event) => {
    const { key, isComposing, altKey, ctrlKey, metaKey, shiftKey, target } = event as KeyboardEvent;
    if (key !== 'Enter' || isComposing || altKey || ctrlKey || metaKey || shiftKey) return;
    if (!submitsOnEnter(target)) return;
    const controlKeyOfTarget = controlKey(target);
    if (!controlKeyOfTarget) return;
    if (typedPath !== path) rememberTypedInput(element, path);
    enterPressedIn = controlKeyOfTarget;
  };
  const typedAfter = () => {
    enterPressedIn = null;
  };
  const noSubmit = (event: Event) => event.preventDefault();
  element.addEventListener('keydown', keyDown);
  element.addEventListener('input', typedAfter);
  element.addEventListener('submit', noSubmit);
  return () => {
    element.removeEventListener('keydown', keyDown);
    element.removeEventListener('input', typedAfter);
    element.removeEventListener('submit', noSubmit);
  };
}

/**
 * What the page's inline script (build-kit's index.html) saw before this code ran: the field of the edge's copy where
 * Enter was pressed last, unless typed into after. `off` stops it noting more: from here the shell follows the copy.
 */
type EarlyEnter = { field: EventTarget | null; off: boolean };

declare global {
  interface Window {
    __claimsEarlyEnter?: EarlyEnter;
  }
}

/** The key of the field under `element` where Enter was pressed before the shell ran, if any; taken once. */
function takeEarlyEnter(element: Element): string | null {
  const early = window.__claimsEarlyEnter;
  if (!early) return null;
  const { field } = early;
  early.off = true;
  early.field = null;
  return field instanceof Element && element.contains(field) && submitsOnEnter(field)
    ? controlKey(field)
    : null;
}

/** The button a form's implicit submission uses: its first submit button. */
function defaultButtonOf(form: HTMLFormElement): HTMLButtonElement | HTMLInputElement | undefined {
  return Array.from(form.elements).find(
    (element): element is HTMLButtonElement | HTMLInputElement =>
      (element instanceof HTMLButtonElement && element.type === 'submit') ||
      (element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'image')),
  );
}

/**
 * Presses Enter in a live field as the browser would: the page's own key handlers hear it first (a form where Enter
 * never submits says so by preventing it), then the form is submitted by its default button, if that is enabled, or
 * without one when the field is the form's only text field.
 */
function pressEnterIn(control: HTMLInputElement) {
  const form = control.form;
  if (!control.isConnected || !form) return;
  const enter = new KeyboardEvent('keydown', {
    key: 'Enter',
    code: 'Enter',
    bubbles: true,
    cancelable: true,
  });
  if (!control.dispatchEvent(enter)) return;
  const button = defaultButtonOf(form);
  if (button) {
    if (!button.disabled) form.requestSubmit(button);
    return;
  }
  const textFields = Array.from(form.elements).filter((element) => submitsOnEnter(element));
  if (textFields.length === 1) form.requestSubmit();
}

/**
 * The edge's own copy of the page, from the moment the shell reads it until the first copy React renders replaces it.
 * In between (a first render takes a while on a slow phone) the visitor may still type or move the focus there:
 * the values stay readable on the removed elements, and the focus is followed with events (removing a focused element
 * leaves nothing to read).
 */
let edgeCopy: {
  element: Element;
  path: string;
  focus: { key: string; selection: [number, number] | null } | null;
  stop: () => void;
} | null = null;

/** Notes what was typed into the edge's copy of the page at `path`, and follows it until `takeOverEdgeCopy`. */
export function watchEdgeCopy(element: Element, path: string) {
  edgeCopy?.stop();
  rememberTypedInput(element, path);
  enterPressedIn = takeEarlyEnter(element) ?? enterPressedIn;
  const follow = (event: Event) => {
    const target = event.target as Element;
    const key = controlKey(target);
    if (!edgeCopy || !key) return;
    const selection =
      target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement
        ? selectionOf(target)
        : null;
    edgeCopy.focus = { key, selection };
  };
  const leave = (event: FocusEvent) => {
    // A move to another element; a removal of the page has no element to go to.
    if (edgeCopy && event.relatedTarget) edgeCopy.focus = null;
  };
  const focusIn = (event: Event) => follow(event);
  element.addEventListener('focusin', focusIn);
  element.addEventListener('input', focusIn);
  element.addEventListener('focusout', leave as EventListener);
  const stopFollowingEnter = followEnterInCopy(element, path);
  edgeCopy = {
    element,
    path,
    focus: focused,
    stop: () => {
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('input', focusIn);
      element.removeEventListener('focusout', leave as EventListener);
      stopFollowingEnter();
    },
  };
}

/** The first copy React renders has replaced the edge's: what was typed there last, and its focus, are noted. */
export function takeOverEdgeCopy() {
  if (!edgeCopy) return;
  const { element, path, focus, stop } = edgeCopy;
  stop();
  edgeCopy = null;
  rememberTypedInput(element, path);
  // Focus still somewhere on the page is the visitor's; focus lost with the edge's copy goes where it was there.
  const active = element.ownerDocument.activeElement;
  if (!active || active === element.ownerDocument.body) focused = focus;
}

/** Sets a control's value the way typing does, so a framework listening for input events takes it. */
function setAsTyped(control: Control, entry: Typed) {
  if (isToggle(control)) {
    if (entry.checked !== undefined && control.checked !== entry.checked) control.click();
    return;
  }
  if (entry.value === undefined || control.value === entry.value) return;
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(control, entry.value);
  else control.value = entry.value;
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/**
 * Puts the remembered values (and focus) into the controls under `root` for the page at `path`; the ones applied are
 * forgotten. On the live page (`live`), an Enter the visitor pressed in a copy is then pressed again in its field, once
 * every value has arrived. Returns whether any are still waiting for their control (a form the live page has not
 * rendered yet).
 */
export function restoreTypedInput(root: ParentNode, path: string, { live = false } = {}): boolean {
  if (typedPath !== path) return false;
  for (const control of controlsIn(root)) {
    const key = controlKey(control);
    const entry = key ? typed.get(key) : undefined;
    if (!key || !entry) continue;
    setAsTyped(control, entry);
    typed.delete(key);
  }
  if (focused) {
    const target = controlsIn(root).find((control) => controlKey(control) === focused?.key);
    if (target) {
      target.focus({ preventScroll: true });
      const selection = focused.selection;
      if (selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
        try {
          target.setSelectionRange(selection[0], selection[1]);
        } catch {
          // no selection on this input type
        }
      }
      focused = null;
    }
  }
  if (live && enterPressedIn && typed.size === 0) {
    const key = enterPressedIn;
    const field = controlsIn(root).find((control) => controlKey(control) === key);
    if (field && submitsOnEnter(field)) {
      enterPressedIn = null;
      // In a task of its own, once the live form has taken the values just given to it.
      setTimeout(() => pressEnterIn(field), 0);
    }
  }
  return typed.size > 0 || focused !== null || (live && enterPressedIn !== null);
}

/** Nothing typed is carried any further (the visitor moved on, or it has all reached the live page). */
export function forgetTypedInput() {
  typed = new Map();
  typedPath = null;
  focused = null;
  enterPressedIn = null;
}

/** How long the live page may take to render the controls still waiting (a lazily loaded form). */
const liveFormWaitMs = 10_000;

/**
 * Gives what was typed to the live page at `path` once its controls exist: at once for those already rendered, then
 * as the page adds the rest, for up to 10 s. Returns a function that stops waiting.
 */
export function carryTypedInputToLivePage(path: string): () => void {
  // The page's content only: the site's header has fields of its own.
  const page = () => document.getElementById('main') ?? document;
  if (!restoreTypedInput(page(), path, { live: true })) {
    forgetTypedInput();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!restoreTypedInput(page(), path, { live: true })) stop();
  });
  const timer = setTimeout(() => stop(), liveFormWaitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    forgetTypedInput();
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
