import { focusPageContent, pageContentId } from '@claims/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long Back waits for the link it returns to (a list still loading its pages). */
const returnForMs = 10_000;
/** Visitor input that ends the wait: once they move on themselves, focus is theirs. */
const visitorMoves = ['keydown', 'pointerdown'] as const;

/** The link of the main content with this address, once the page shows it. */
const linkTo = (href: string) => document.querySelector<HTMLElement>(`main a[href="${CSS.escape(href)}"]`);

/**
 * Puts focus on the link to `href` as soon as the page shows it, if focus is still where the move left it (`landed`,
 * the main content); gives up after `returnForMs` or at the visitor's first key or press. Returns a stop function.
 */
function returnFocusTo(href: string, landed: Element | null): () => void {
  const untouched = () => {
    const active = document.activeElement;
    return !active || active === document.body || active === landed;
  };
  const attempt = () => {
    const link = linkTo(href);
    if (!link) return false;
    if (untouched()) link.focus({ preventScroll: true });
    return true;
  };
  if (attempt()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = setTimeout(() => stop(), returnForMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of visitorMoves) window.removeEventListener(type, stop, true);
  }
  observer.observe(document.querySelector('main') ?? document.body, { childList: true, subtree: true });
  for (const type of visitorMoves) window.addEventListener(type, stop, true);
  return stop;
}

/**
 * After a move to a page (another one, or the same one chosen again from a menu), focus that was lost with the element
 * holding it (a menu item that closed, a button of the page left behind) goes to the main content (past a page's own
 * navigation, `focusPageContent`), so the keyboard continues from the new page instead of from the top of the
 * document. Focus still on something (a header link, a field) stays where it is.
 *
 * Back and Forward also return focus to the link of the page's content that had it when the visitor left that entry
 * (the guide card opened from the library), as a browser does between documents: the next Tab goes on from the card,
 * not from the top. Kept for this document's history only.
 */
export function NavigationFocus() {
  // Every move, also to the page already shown (its menu item chosen again) or to other filters of it.
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  const entryKey = useRef(key);
  /** The link of the main content focused last on the entry on screen. */
  const focusedLink = useRef<string | undefined>(undefined);
  /** That link for each entry left, by entry key. */
  const linksLeft = useRef(new Map<string, string>());

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      focusedLink.current = target?.closest('main a[href]')?.getAttribute('href') ?? undefined;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (focusedLink.current) linksLeft.current.set(entryKey.current, focusedLink.current);
    else linksLeft.current.delete(entryKey.current);
    entryKey.current = key;
    focusedLink.current = undefined;
    const returnTo = navigationType === 'POP' ? linksLeft.current.get(key) : undefined;

    let stopReturn: (() => void) | undefined;
    // After the frame in which the page left behind (and its focused element) goes away.
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      // A hidden element (a closed menu's item) can hold focus until the browser notices: that focus is lost too.
      const kept =
        active && active !== document.body && active.isConnected && active.checkVisibility?.() !== false;
      // Focus on the main content (where a move left it) does not stop a return to the link.
      const onContent = active?.tagName === 'MAIN' || active?.id === pageContentId;
      if (kept && !(returnTo && onContent)) return;
      focusPageContent({ preventScroll: true });
      if (returnTo) stopReturn = returnFocusTo(returnTo, document.activeElement);
    });
    return () => {
      cancelAnimationFrame(frame);
      stopReturn?.();
    };
  }, [key, navigationType]);

  return null;
}
