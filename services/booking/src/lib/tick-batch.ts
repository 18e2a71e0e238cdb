/** One write of a batch: its result, or the error of that write alone. */
export type BatchOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * Gathers the calls made during one turn of the event loop and runs them together: `runBatch` gets every item of
 * the turn and answers one outcome per item, in order. Under load, the bookings whose requests arrived together
 * share one database command per step instead of one each (each command costs a round trip and a socket write on
 * both sides, and devdb serves commands one at a time); a lone call runs alone, one turn later.
 * A failure of the whole batch (the database unreachable) fails every call of it.
 */
export function tickBatch<T, R>(
  runBatch: (items: T[]) => Promise<BatchOutcome<R>[]>,
): (item: T) => Promise<R> {
  let waiting: { item: T; resolve: (value: R) => void; reject: (error: unknown) => void }[] = [];

  const flush = () => {
    const batch = waiting;
    waiting = [];
    runBatch(batch.map((entry) => entry.item)).then(
      (outcomes) =>
        batch.forEach((entry, i) => {
          const outcome = outcomes[i];
          if (outcome?.ok) entry.resolve(outcome.value);
          else entry.reject(outcome ? outcome.error : new Error('no outcome for a batched write'));
        }),
      (error: unknown) => batch.forEach((entry) => entry.reject(error)),
    );
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      // setImmediate runs after every request read in this turn has reached this point.
      if (waiting.length === 1) setImmediate(flush);
    });
}

/** The write errors of a failed bulk write, by the index of their operation; undefined if the whole write failed. */
export function writeErrorsByIndex(
  error: unknown,
): Map<number, { code?: number; errmsg?: string }> | undefined {
  const writeErrors = (error as { writeErrors?: { index: number; code?: number; errmsg?: string }[] })
    .writeErrors;
  if (!Array.isArray(writeErrors) || writeErrors.length === 0) return undefined;
  return new Map(writeErrors.map((e) => [e.index, e]));
}
