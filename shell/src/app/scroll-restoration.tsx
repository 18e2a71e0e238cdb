import {
  historyEntryKey,
  isStoredRecord,
  keepsScrollPosition,
  pageScrollsEvent,
  readSessionJson,
  writeSessionJson,
} from '@claims/web-kit';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const storageKey = 'site-scroll-positions';

function readPositions(): Record<string, number> {
  const stored = readSessionJson(storageKey);
  return isStoredRecord(stored) ? (stored as Record<string, number>) : {};
}

/** How long a restore follows a growing page: an area loading on a slow connection or a busy phone can take seconds. */
const restoreForMs = 10_000;

/**
 * What ends a pending restore: the visitor's input (once they scroll themselves, the page is theirs), or the page
 * moving the view itself (`bringIntoView` in @claims/web-kit).
 */
const restoreEnders = ['wheel', 'touchstart', 'keydown', 'pointerdown', pageScrollsEvent] as const;

/**
 * Scrolls to `y`. When the page is not yet that tall (an area still loading after a reload), scrolls again as it grows,
 * for up to `restoreForMs` or until the visitor scrolls; `onEnd` is called when it stops trying, and the returned function stops it.
 */
function restore(y: number, onEnd: () => void): () => void {
  window.scrollTo(0, y);
  if (window.scrollY >= y - 1 || typeof ResizeObserver === 'undefined') {
    onEnd();
    return () => undefined;
  }
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (window.scrollY >= y - 1) stop();
  });
  const timer = setTimeout(() => stop(), restoreForMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of restoreEnders) window.removeEventListener(type, stop);
    onEnd();
  }
  // The content, not the body: a body sized to the viewport keeps its size as the page grows.
  observer.observe(document.getElementById('root') ?? document.body);
  for (const type of restoreEnders) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * Scroll position across navigations, as a browser gives it between documents: a new page starts at the top (or at
 * the element its `#hash` names), and Back or Forward returns to where the visitor was on that entry, also after a
 * reload (positions are kept per history entry in session storage). Entries are named by `historyEntryKey`: the router
 * names the first entry of every document `default`, so a page typed into the address bar would otherwise get the
 * position saved for another document's first entry.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Read once; the same object is updated as the visitor scrolls and written back when the page goes away.
  const [positions] = useState(readPositions);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // Refused by storage (full, a private window): positions are kept for this document only.
    const save = () => writeSessionJson(storageKey, positions);
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = previous;
    };
  }, [positions]);

  // The entry on screen and its position as the visitor scrolls. The entry changes when the new page commits, not when
  // the old one's effects end: a navigation may commit a frame before those run, and the scroll that page causes (to
  // the top, or a shorter page clamping it) must not overwrite the position of the page left behind.
  const onScreen = useRef<string | null>(null);
  // While a position is being restored, the page's scrolling (clamped by a page still growing) is not the visitor's.
  const restoring = useRef(false);
  useEffect(() => {
    const onScroll = () => {
      if (!restoring.current && onScreen.current !== null) positions[onScreen.current] = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [positions]);

  useLayoutEffect(() => {
    const entry = historyEntryKey(location.key);
    onScreen.current = entry;
    const saved = positions[entry];
    if (navigationType === 'POP' && saved !== undefined) {
      restoring.current = true;
      return restore(saved, () => {
        restoring.current = false;
      });
    }
    if (location.hash.length > 1) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    // The first page of a visit keeps the browser's own position (a reload without a saved one, an anchor), and a
    // page changing its own view (a filter in its address) stays where the visitor is.
    if (navigationType !== 'POP' && !keepsScrollPosition(location.state)) window.scrollTo(0, 0);
  }, [location.key, location.hash, location.state, navigationType, positions]);

  return null;
}
