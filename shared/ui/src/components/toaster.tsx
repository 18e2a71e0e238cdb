import { useEffect, useRef, type CSSProperties } from 'react';
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
 */
function useKeyboardFocusInToasts() {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      event.stopPropagation();
      event.target?.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    };
    const onFocusOut = (event: FocusEvent) => {
      event.stopPropagation();
      const next = event.relatedTarget;
      if (next instanceof Node && element.contains(next)) return;
      event.target?.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: next }));
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return wrapper;
}

export function Toaster(props: ToasterProps) {
  const wrapper = useKeyboardFocusInToasts();
  return (
    <div ref={wrapper} style={{ display: 'contents' }}>
      <SonnerToaster
        style={readableTextColours}
        position="top-right"
        richColors
        closeButton
        duration={5000}
        // Below the sticky header, so a toast never hides the navigation.
        offset={{ top: 80, right: 24 }}
        mobileOffset={{ top: 72, right: 12, left: 12 }}
        {...props}
      />
    </div>
  );
}

type ShowToast = (
  message: Parameters<typeof sonnerToast.success>[0],
  data?: ExternalToast,
) => string | number;

/**
 * A toast shown under the `id` of one on screen replaces it: sonner merges the two, so "Welcome back!" after a failed
 * try kept the failure's description ("Invalid email or password") under the success. What the new toast does not
 * give (a description, a duration) is now cleared instead of kept.
 */
const replacing =
  (show: ShowToast): ShowToast =>
  (message, data) =>
    show(message, data?.id === undefined ? data : { description: undefined, duration: undefined, ...data });

export const toast: typeof sonnerToast = Object.assign(replacing(sonnerToast), {
  ...sonnerToast,
  success: replacing(sonnerToast.success),
  error: replacing(sonnerToast.error),
  info: replacing(sonnerToast.info),
  warning: replacing(sonnerToast.warning),
  message: replacing(sonnerToast.message),
  loading: replacing(sonnerToast.loading),
});
