import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls the element named by the URL's hash into view once the page has rendered (`ready`): on a first visit to
 * `/#resources` the browser looked for the anchor before the area's code had arrived.
 */
export function useScrollToHash(ready = true) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, ready]);
}
