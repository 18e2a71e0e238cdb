import { useEffect, useRef } from 'react';

/** The element to focus: its id, or a function finding it once the render is on screen. */
export type FocusTarget = string | (() => HTMLElement | null | undefined);

/**
 * Moves focus to the given element once the list (`list`: a field array's `fields`) has changed on screen: after a
 * list change removed or disabled the button that had focus, the element meant to take it over only exists (or is
 * enabled, or has its new name) then. Waiting for the list, not for the next render: a render of anything else in
 * between (a field checked as focus left it) found the button still disabled, and focus fell to the page.
 */
export function useFocusAfterRender(list: unknown): (target: FocusTarget) => void {
  const pending = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    const element = typeof target === 'string' ? document.getElementById(target) : target();
    if (!element) return;
    element.focus();
    // Focus kept by an element that moved (a step moved up keeps its Move up button) does not bring it into view.
    element.scrollIntoView?.({ block: 'nearest' });
  }, [list]);
  return (target) => {
    pending.current = target;
  };
}

/** The form control named `name` (react-hook-form's field path), found when focus is moved. */
export function controlNamed(name: string): () => HTMLElement | null {
  return () => document.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
}
