import { useEffect, useRef, useSyncExternalStore, type CSSProperties, type RefObject } from 'react';
import styled from 'styled-components';
import {
  Toaster as SonnerToaster,
  toast as sonnerToast,
  type ExternalToast,
  type ToasterProps,
} from 'sonner';

/**
 * The site's toasts. Each remote renders one <Toaster /> next to its routes: sonner is not a shared module,
 * so a toast is shown by the Toaster bundled with the code that raised it.
 */
/**
 * The toast colours' text, darker than sonner's own (its green on pale green measured 4.25:1, its red and blue about
 * the same): at least 4.5:1 on each toast's background, for the 13 px text of a notice.
 */
const readableTextColours = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--error-text': 'hsl(360, 100%, 38%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
} as CSSProperties;

/** How long a toast stays, unless it gives its own duration. */
const toastDuration = 5000;

/**
 * Keyboard focus in the toasts.
 *
 * - sonner sends focus back to where it came from whenever focus leaves its toasts (made for its Alt+T shortcut): a
 *   visitor tabbing through the page into a toast and on was sent back to the element before it, again and again,
 *   until the toast closed. Its focus events are kept from reaching it, so Tab moves through a toast like any other
 *   part of the page.
 * - sonner holds a toast open while the pointer is over it, not while it has keyboard focus: a toast read or closed
 *   from the keyboard could vanish under the visitor. Focus entering the toasts is told to sonner as the pointer
 *   entering them, and focus leaving as the pointer leaving, so the same pause applies.
 * - A toast closed with its close button took the focus with it, to the start of the page. The focus goes back to
 *   where it was before it entered the toasts.
 * - Escape closes the toast that has the focus, as its close button does (and the focus goes back the same way).
 */
function useKeyboardFocusInToasts() {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return undefined;
    let cameFrom: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      event.stopPropagation();
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !element.contains(from)) cameFrom = from;
      event.target?.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    };
    const onClick = (event: MouseEvent) => {
      const closing = (event.target as Element | null)?.closest?.('[data-close-button]');
      if (!closing || !closing.contains(document.activeElement)) return;
      if (cameFrom?.isConnected) cameFrom.focus({ preventScroll: true });
    };
    const onFocusOut = (event: FocusEvent) => {
      event.stopPropagation();
      const next = event.relatedTarget;
      if (next instanceof Node && element.contains(next)) return;
      event.target?.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: next }));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const close = (event.target as Element | null)
        ?.closest?.('[data-sonner-toast]')
        ?.querySelector<HTMLButtonElement>('[data-close-button]');
      if (!close) return;
      event.preventDefault();
      // Pressed for a toast: nothing else (a menu, a dialog) closes with it.
      event.stopPropagation();
      close.focus({ preventScroll: true });
      close.click();
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    element.addEventListener('click', onClick);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
      element.removeEventListener('click', onClick);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  return wrapper;
}

/** Below sonner's own breakpoint, where it lays toasts across the screen. */
const phoneWidthQuery = '(max-width: 599px)';

function subscribeToPhoneWidth(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(phoneWidthQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribeToPhoneWidth,
    () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(phoneWidthQuery).matches,
    () => false,
  );
}

/**
 * A tap on a toast on a phone closes it, as its close button does (a press on a button or link of its own does what
 * that says instead): the toast lies over the header, and a finger aiming at Menu behind it should not have to find
 * the small close button first.
 */
function useTapToDismiss(wrapper: RefObject<HTMLDivElement | null>, phone: boolean) {
  useEffect(() => {
    const element = wrapper.current;
    if (!element || !phone) return undefined;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const tapped = target?.closest?.('[data-sonner-toast]');
      if (!tapped || target?.closest('button, a')) return;
      tapped.querySelector<HTMLButtonElement>('[data-close-button]')?.click();
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [wrapper, phone]);
}

/**
 * sonner's close button is 20 px, hung over the toast's corner: 24 px is the smallest target a finger or an unsteady
 * hand should be asked to hit (WCAG 2.5.8).
 */
const Wrapper = styled.div`
  display: contents;
  [data-sonner-toast][data-styled='true'] [data-close-button] {
    width: 24px;
    height: 24px;
  }
  /*
   * sonner's phone layout gives the list the screen's full width from its left offset, so it stuck out past the right
   * edge by that offset and the page could be scrolled sideways while a toast showed: the list spans between its two
   * offsets instead, and the toast fills it.
   */
  @media (max-width: 600px) {
    [data-sonner-toaster] {
      width: auto;
    }
    [data-sonner-toaster] [data-sonner-toast] {
      width: 100%;
    }
    /*
     * Compact, to stay within the sticky header's 64 px band with a one-line description: the close button sits inside
     * the toast's right end (hung over its corner it would stick out past the top of the screen).
     */
    [data-sonner-toast][data-styled='true'] {
      padding: 8px 40px 8px 12px;
      cursor: pointer;
    }
    [data-sonner-toast][data-styled='true'] [data-close-button] {
      left: auto;
      right: 8px;
      top: 50%;
      transform: translateY(-50%);
    }
  }
`;

/**
 * Toasts at the bottom right; on a phone, compact across the top, over the sticky header. At the top right of a
 * desktop (below the header) they covered what pages keep there, the dashboard's Sign Out among them. Across the
 * bottom of a phone they covered a form's submit button (Sign Up after a refused try) and a dialog's buttons; below
 * the header, the page's heading and the first fields, where a failed try sends the focus. Over the header they cover
 * only its brand, Call Now and Menu, for a few seconds or until tapped. The global style keeps what takes the focus
 * clear of them.
 */
export function Toaster(props: ToasterProps) {
  const wrapper = useKeyboardFocusInToasts();
  const phone = usePhoneWidth();
  useTapToDismiss(wrapper, phone);
  return (
    <Wrapper ref={wrapper}>
      <SonnerToaster
        style={readableTextColours}
        position={phone ? 'top-center' : 'bottom-right'}
        richColors
        closeButton
        duration={toastDuration}
        offset={{ bottom: 24, right: 24 }}
        mobileOffset={{ top: 8, bottom: 16, right: 12, left: 12 }}
        {...props}
      />
    </Wrapper>
  );
}

type ShowToast = (
  message: Parameters<typeof sonnerToast.success>[0],
  data?: ExternalToast,
) => string | number;

type ToastId = string | number;

/** The toast open under an id the site's code gave: sonner's id for it, and how often it has been shown again. */
type OpenToast = { sonnerId: ToastId; shownAgain: number };

/**
 * The open toast under each id the site's code gives. sonner's own handling of a repeated id lost notices, so each
 * toast gets an id of its own from sonner's point of view, kept here until it starts to close:
 *
 * - A toast shown under the id of one closing (its 200 ms exit) was merged into it and went with it. Once a toast has
 *   started to close (on its own, from its close button or by `toast.dismiss`), the next one under its id is new.
 * - A toast shown under the id of one on screen replaces it in place, but kept the old one's clock: "Survey
 *   Submitted!" for a second survey, sent while the first one's notice was held open under the pointer, closed as
 *   soon as the pointer left, with what was left of the first one's 5 s. sonner starts a toast's time again only when
 *   its duration changes, so each showing again differs from the one before by a millisecond.
 *
 * A toast shown again also drops what the new one does not give (a description) instead of keeping it: "Welcome
 * back!" after a failed try kept the failure's "Invalid email or password" under it.
 */
const openToasts = new Map<ToastId, OpenToast>();
let toastsShown = 0;

const showing =
  (show: ShowToast): ShowToast =>
  (message, data) => {
    if (data?.id === undefined) return show(message, data);
    const { id } = data;
    const open = openToasts.get(id);
    const sonnerId = open?.sonnerId ?? `${id}#${(toastsShown += 1)}`;
    const shownAgain = open ? open.shownAgain + 1 : 0;
    openToasts.set(id, { sonnerId, shownAgain });
    const closing = () => {
      if (openToasts.get(id)?.sonnerId === sonnerId) openToasts.delete(id);
    };
    const duration = data.duration ?? toastDuration;
    show(message, {
      description: undefined,
      ...data,
      id: sonnerId,
      duration: duration + (shownAgain % 2),
      onAutoClose: (shown) => {
        closing();
        data.onAutoClose?.(shown);
      },
      onDismiss: (shown) => {
        closing();
        data.onDismiss?.(shown);
      },
    });
    return id;
  };

/** Closes the toast open under an id the site's code gave (or any toast by sonner's id, or every toast). */
function dismiss(id?: ToastId): ToastId {
  if (id === undefined) {
    openToasts.clear();
    return sonnerToast.dismiss();
  }
  const open = openToasts.get(id);
  openToasts.delete(id);
  sonnerToast.dismiss(open?.sonnerId ?? id);
  return id;
}

export const toast: typeof sonnerToast = Object.assign(showing(sonnerToast), {
  ...sonnerToast,
  success: showing(sonnerToast.success),
  error: showing(sonnerToast.error),
  info: showing(sonnerToast.info),
  warning: showing(sonnerToast.warning),
  message: showing(sonnerToast.message),
  loading: showing(sonnerToast.loading),
  dismiss,
});
