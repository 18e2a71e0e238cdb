import { focusPageContent } from '@claims/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a move to a page (another one, or the same one chosen again from a menu), focus that was lost with the element holding it (a menu item that closed, a
 * button of the page left behind) goes to the main content (past a page's own navigation, `focusPageContent`), so the keyboard continues from the new page instead of
 * from the top of the document. Focus still on something (a header link, a field) stays where it is.
 */
export function NavigationFocus() {
  // Every move, also to the page already shown (its menu item chosen again) or to other filters of it.
  const { key } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // After the frame in which the page left behind (and its focused element) goes away.
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      // A hidden element (a closed menu's item) can hold focus until the browser notices: that focus is lost too.
      const kept =
        active && active !== document.body && active.isConnected && active.checkVisibility?.() !== false;
      if (kept) return;
      focusPageContent({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [key]);

  return null;
}
