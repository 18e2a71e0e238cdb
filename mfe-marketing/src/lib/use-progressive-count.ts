import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts of a long page to render: `initial` at first, then one more per browser task
 * until all are shown. The page mounts (and is laid out) in short tasks instead of one long one, so the
 * visitor can scroll and click while it completes. `all` renders everything at once (a jump to an anchor
 * further down the page); once shown, a part stays.
 */
export function useProgressiveCount(total: number, initial: number, all: boolean): number {
  const [count, setCount] = useState(() => (all ? total : Math.min(initial, total)));
  const shown = all ? total : count;

  useEffect(() => {
    if (all) {
      setCount(total);
      return;
    }
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((current) => current + 1)), 0);
    return () => clearTimeout(timer);
  }, [all, count, total]);

  return shown;
}
