import { useEffect, useRef, useSyncExternalStore, type CSSProperties } from 'react';
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
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
      element.removeEventListener('click', onClick);
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
  }
`;

/**
 * Toasts at the bottom right, across the bottom on a phone. At the top right (below the sticky header) they covered
 * what pages keep there for a few seconds, the dashboard's Sign Out among them, and across the top of a phone the
 * page's heading and the form's first fields, where a failed try sends the focus. The global style keeps what takes
 * the focus above them.
 */
export function Toaster(props: ToasterProps) {
  const wrapper = useKeyboardFocusInToasts();
  const phone = usePhoneWidth();
  return (
    <Wrapper ref={wrapper}>
      <SonnerToaster
        style={readableTextColours}
        position={phone ? 'bottom-center' : 'bottom-right'}
        richColors
        closeButton
        duration={5000}
        offset={{ bottom: 24, right: 24 }}
        mobileOffset={{ bottom: 16, right: 12, left: 12 }}
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

/**
 * The open toast under each id the site's code gives, by the id sonner knows it by. sonner keeps a closing toast's id
 * for the 200 ms its exit takes, and a toast shown under that id in that moment was merged into the closing one and
 * went with it: a second survey's "Survey Submitted!", sent as the first one's closed, never showed. So each toast
 * shown under an id gets an id of its own, kept here until it starts to close.
 */
const openToasts = new Map<ToastId, ToastId>();
let toastsShown = 0;

/**
 * A toast shown under the `id` of one still open replaces it: sonner merges the two, so "Welcome back!" after a failed
 * try kept the failure's description ("Invalid email or password") under the success. What the new toast does not
 * give (a description, a duration) is now cleared instead of kept. Once the one before has started to close (on its
 * own, from its close button or by `toast.dismiss`), the new toast is shown on its own.
 */
function underOpenId(id: ToastId, data: ExternalToast): ExternalToast {
  let sonnerId = openToasts.get(id);
  if (sonnerId === undefined) {
    sonnerId = `${id}#${(toastsShown += 1)}`;
    openToasts.set(id, sonnerId);
  }
  const shownId = sonnerId;
  const closing = () => {
    if (openToasts.get(id) === shownId) openToasts.delete(id);
  };
  return {
    description: undefined,
    duration: undefined,
    ...data,
    id: shownId,
    onAutoClose: (shown) => {
      closing();
      data.onAutoClose?.(shown);
    },
    onDismiss: (shown) => {
      closing();
      data.onDismiss?.(shown);
    },
  };
}

const replacing =
  (show: ShowToast): ShowToast =>
  (message, data) => {
    if (data?.id === undefined) return show(message, data);
    show(message, underOpenId(data.id, data));
    return data.id;
  };

/** Closes the toast open under an id the site's code gave (or any toast by sonner's id, or every toast). */
function dismiss(id?: ToastId): ToastId {
  if (id === undefined) {
    openToasts.clear();
    return sonnerToast.dismiss();
  }
  const sonnerId = openToasts.get(id);
  openToasts.delete(id);
  sonnerToast.dismiss(sonnerId ?? id);
  return id;
}

export const toast: typeof sonnerToast = Object.assign(replacing(sonnerToast), {
  ...sonnerToast,
  success: replacing(sonnerToast.success),
  error: replacing(sonnerToast.error),
  info: replacing(sonnerToast.info),
  warning: replacing(sonnerToast.warning),
  message: replacing(sonnerToast.message),
  loading: replacing(sonnerToast.loading),
  dismiss,
});
