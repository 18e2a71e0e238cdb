import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and stays true): below-the-fold code
 * starts loading just before the visitor scrolls to it, and never during the first paint.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  // Arriving at an anchor (/#surveys) means the visitor is headed below the fold: load it all at once.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && window.location.hash.length > 1);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    // A jump to an anchor below (e.g. #resources) must find the page already complete.
    const onHash = () => setNear(true);
    window.addEventListener('hashchange', onHash);
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHash);
    };
  }, [ref, margin, near]);
  return near;
}
