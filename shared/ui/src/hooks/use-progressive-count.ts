import { startTransition, useEffect, useState } from 'react';

export type ProgressiveCountOptions = {
  /** How many to render with the first paint. */
  initial: number;
  /** How many more each later browser task adds (1 unless set). */
  step?: number;
  /** Render everything at once (a jump to an anchor further down the page). */
  all?: boolean;
};

/**
 * How many of `total` parts of a long page to render: `initial` at first, then `step` more per browser task until
 * all are shown. The page mounts (and is laid out) in short tasks instead of one long one, so the visitor can scroll
 * and click while it completes. Once everything has been shown, the count follows `total` at once: parts added
 * later (a next page the visitor asked for) render together, where the visitor expects them. A part, once shown,
 * stays.
 */
export function useProgressiveCount(
  total: number,
  { initial, step = 1, all = false }: ProgressiveCountOptions,
): number {
  const [count, setCount] = useState(initial);
  const [complete, setComplete] = useState(all);
  const shown = all || complete ? total : Math.min(count, total);

  useEffect(() => {
    if (complete) return;
    if (all || (total > 0 && count >= total)) {
      setComplete(true);
      return;
    }
    if (total === 0) return;
    const timer = setTimeout(() => startTransition(() => setCount((current) => current + step)), 0);
    return () => clearTimeout(timer);
  }, [all, complete, count, step, total]);

  return shown;
}
