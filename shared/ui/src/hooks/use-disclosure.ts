import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

export type DisclosureOptions = {
  /** Also close on a pointer press or focus outside this element (a dropdown); a full-width panel leaves it out. */
  containerRef?: RefObject<HTMLElement | null>;
};

/**
 * Open/close state of a menu or panel with the behaviour every one of ours has: Escape closes it and puts focus back
 * on its toggle, any navigation closes it, and (with `containerRef`) a press or focus outside closes it.
 * Put `toggleRef` on the button that opens it, with `aria-expanded={open}`.
 */
export function useDisclosure({ containerRef }: DisclosureOptions = {}) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Any navigation (a menu choice, back/forward) closes it.
  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const outside = (target: EventTarget | null) =>
      Boolean(containerRef?.current && target instanceof Node && !containerRef.current.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    // Tabbing past the last item (or anywhere else) leaves the menu: it closes rather than stay open over the page.
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, containerRef]);

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  return { open, close, toggle, toggleRef };
}
