import { useEffect, useRef } from 'react';

/**
 * Moves focus to the element with the given id once the next render is on screen: after a list change removed or
 * disabled the button that had focus, the element meant to take it over only exists (or is enabled) then.
 */
export function useFocusAfterRender(): (id: string) => void {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    document.getElementById(pending.current)?.focus();
    pending.current = null;
  });
  return (id) => {
    pending.current = id;
  };
}
