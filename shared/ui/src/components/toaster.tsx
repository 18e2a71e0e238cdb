import { useEffect, useRef, type CSSProperties } from 'react';
import { Toaster as SonnerToaster, toast, type ToasterProps } from 'sonner';

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
 * sonner sends focus back to where it came from whenever focus leaves its toasts (made for its Alt+T shortcut): a
 * visitor tabbing through the page into a toast and on was sent back to the element before it, again and again,
 * until the toast closed. Its focus events are kept from reaching it, so Tab moves through a toast like any other
 * part of the page.
 */
function useTabbingThroughToasts() {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return undefined;
    const stop = (event: FocusEvent) => event.stopPropagation();
    element.addEventListener('focusin', stop);
    element.addEventListener('focusout', stop);
    return () => {
      element.removeEventListener('focusin', stop);
      element.removeEventListener('focusout', stop);
    };
  }, []);
  return wrapper;
}

export function Toaster(props: ToasterProps) {
  const wrapper = useTabbingThroughToasts();
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

export { toast };
