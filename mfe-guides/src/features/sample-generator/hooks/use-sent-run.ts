import { useCallback, useState } from 'react';
import { generatorCategories, type GeneratorCategory } from '@claims/contracts';
import {
  forgetSessionJson,
  isStoredRecord,
  newIdempotencyKey,
  readSessionJson,
  writeSessionJson,
} from '@claims/web-kit';

/** A run sent to the generator whose answer has not come (yet): what it asked for, and its Idempotency-Key. */
export type SentRun = { count: number; category: GeneratorCategory; key: string };

const sentKey = 'claims.guides.generator.sent';

function readSent(): SentRun | undefined {
  const stored = readSessionJson(sentKey);
  if (!isStoredRecord(stored)) return undefined;
  const { count, category, key } = stored as Partial<SentRun>;
  return typeof count === 'number' &&
    generatorCategories.includes(category as GeneratorCategory) &&
    typeof key === 'string'
    ? { count, category: category as GeneratorCategory, key }
    : undefined;
}

/**
 * The generator's run in flight, kept in the tab until its answer comes: a page reloaded or left meanwhile (the run
 * goes on in the service) says so when it opens again, and the same run asked again carries the same key, so the
 * service answers it with what that run made instead of generating the guides a second time.
 */
export function useSentRun() {
  const [leftWhileRunning] = useState(readSent);
  const keyFor = useCallback((run: Omit<SentRun, 'key'>): string => {
    const earlier = readSent();
    const key =
      earlier && earlier.count === run.count && earlier.category === run.category
        ? earlier.key
        : newIdempotencyKey();
    writeSessionJson(sentKey, { ...run, key } satisfies SentRun);
    return key;
  }, []);
  const answered = useCallback(() => forgetSessionJson(sentKey), []);
  return { leftWhileRunning, keyFor, answered };
}
