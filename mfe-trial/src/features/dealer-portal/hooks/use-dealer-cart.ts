import type { CartLine } from '@claims/contracts';
import { useCallback, useEffect, useState } from 'react';

/** An order sent from the cart (the case and lines as sent) with its Idempotency-Key, its answer not yet in. */
export type SentOrder = { cart: string; key: string };
type DealerState = { loggedIn: boolean; lines: CartLine[]; forCase?: string; sent?: SentOrder };
const emptyState: DealerState = { loggedIn: false, lines: [] };
const storageKey = (userId: string) => `claims.trial.dealer.${userId}`;

const isSentOrder = (value: unknown): value is SentOrder =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SentOrder).cart === 'string' &&
  typeof (value as SentOrder).key === 'string';

function read(userId: string): DealerState {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(userId)) ?? 'null') as DealerState | null;
    if (!stored || !Array.isArray(stored.lines)) return emptyState;
    return {
      loggedIn: stored.loggedIn === true,
      lines: stored.lines,
      ...(typeof stored.forCase === 'string' && stored.forCase !== '' ? { forCase: stored.forCase } : {}),
      ...(isSentOrder(stored.sent) ? { sent: stored.sent } : {}),
    };
  } catch {
    return emptyState;
  }
}

/**
 * The dealer login and the cart, kept per signed-in user in this browser so a reload keeps them, and shared by the
 * user's tabs: each change is made to what is stored (another tab's additions included), and every tab shows a change
 * as soon as another makes it. Logging out of the dealer (or ordering) empties the cart in every tab.
 *
 * The case chosen for the cart is kept with it, so a reload or another tab orders for the same case.
 *
 * The order being placed is kept with the cart until its answer comes (`sent`): the same cart placed again after a
 * reload, or from another tab, carries the same key, so the service places it once.
 */
export function useDealerCart(userId: string) {
  const [state, setState] = useState<DealerState>(() => read(userId));

  useEffect(() => {
    setState(read(userId));
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey(userId) || event.key === null) setState(read(userId));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId]);

  const save = useCallback(
    (update: (current: DealerState) => DealerState) => {
      const next = update(read(userId));
      localStorage.setItem(storageKey(userId), JSON.stringify(next));
      setState(next);
    },
    [userId],
  );

  return {
    loggedIn: state.loggedIn,
    lines: state.lines,
    logIn: () => save((current) => ({ ...current, loggedIn: true })),
    logOut: () => save(() => emptyState),
    add: (partId: string, max: number) =>
      save((current) => {
        const existing = current.lines.find((line) => line.partId === partId);
        const lines = existing
          ? current.lines.map((line) =>
              line.partId === partId ? { ...line, quantity: Math.min(max, line.quantity + 1) } : line,
            )
          : [...current.lines, { partId, quantity: 1 }];
        return { ...current, lines };
      }),
    /** 0 or less removes the line; never more than `max` (the stock). */
    setQuantity: (partId: string, quantity: number, max: number) =>
      save((current) => ({
        ...current,
        lines:
          quantity <= 0
            ? current.lines.filter((line) => line.partId !== partId)
            : current.lines.map((line) =>
                line.partId === partId ? { ...line, quantity: Math.min(max, Math.floor(quantity)) } : line,
              ),
      })),
    /** The case chosen to order for ('' when none). */
    forCase: state.forCase ?? '',
    chooseCase: (caseId: string) =>
      save(({ forCase: _previous, ...current }) => (caseId ? { ...current, forCase: caseId } : current)),
    /** Kept while an order's answer is awaited, or when it never came (the order may have been placed). */
    sent: state.sent,
    markSent: (sent: SentOrder | undefined) =>
      save(({ sent: _previous, ...current }) => (sent ? { ...current, sent } : current)),
    clear: () => save(({ sent: _sent, ...current }) => ({ ...current, lines: [] })),
  };
}

export type DealerCart = ReturnType<typeof useDealerCart>;
