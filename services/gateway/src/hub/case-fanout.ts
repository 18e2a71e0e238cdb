import type { CaseEventsServerMessage } from '@claims/contracts';
import { adminKey, audienceKeys, audienceOf, liveCaseOf, type CaseAudience } from '../lib/case-scope';
import type { ScopeCache } from '../lib/scope-cache';
import type { SubscriberHub } from './subscriber-hub';

/** One write to the cases collection, as the change stream reports it. */
export type CaseChange = {
  operation: 'created' | 'updated' | 'deleted';
  caseId: string;
  /** The case as it is now (null once deleted). */
  document: Record<string, unknown> | null;
  /** The case before the write, when the database keeps pre-images. */
  before: Record<string, unknown> | null;
  /** Top-level fields the write set or removed. */
  changed: string[];
  /** When the database committed the write (the event's wall time), when it says. */
  committedAt?: Date | null;
};

export type FanoutResult = { changed: number; removed: number };

/**
 * Turns a case write into messages: `case.changed` to everyone who may see the case now, `case.removed` to
 * whoever could see it before and no longer can (the unassigned tech or insurer; everyone when deleted).
 */
export function fanOutCaseChange(change: CaseChange, hub: SubscriberHub, scopes: ScopeCache): FanoutResult {
  const previous: CaseAudience | null = change.before ? audienceOf(change.before) : scopes.get(change.caseId);
  const result: FanoutResult = { changed: 0, removed: 0 };

  if (change.operation === 'deleted' || !change.document) {
    scopes.delete(change.caseId);
    const removal: CaseEventsServerMessage = { type: 'case.removed', id: change.caseId };
    result.removed = hub.publish(previous ? audienceKeys(previous) : [adminKey], JSON.stringify(removal));
    return result;
  }

  const current = audienceOf(change.document);
  scopes.set(change.caseId, current);
  const now = audienceKeys(current);
  const message: CaseEventsServerMessage = {
    type: 'case.changed',
    operation: change.operation,
    case: liveCaseOf(change.caseId, change.document),
    changed: change.changed,
  };
  result.changed = hub.publish(now, JSON.stringify(message));

  if (previous) {
    const lost = [...audienceKeys(previous)].filter((key) => !now.has(key));
    if (lost.length > 0) {
      const removal: CaseEventsServerMessage = { type: 'case.removed', id: change.caseId };
      result.removed = hub.publish(lost, JSON.stringify(removal));
    }
  }
  return result;
}
