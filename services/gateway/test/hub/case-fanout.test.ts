import type { CaseEventsServerMessage } from '@claims/contracts';
import { fanOutCaseChange, type CaseChange } from '../../src/hub/case-fanout';
import { SubscriberHub } from '../../src/hub/subscriber-hub';
import { ScopeCache } from '../../src/lib/scope-cache';
import type { LiveSocket } from '../../src/hub/live-socket';

/** A socket stand-in that records what the hub hands it. */
function recordingSocket(hub: SubscriberHub, key: string) {
  const received: CaseEventsServerMessage[] = [];
  const socket = {
    send: (message: Buffer) => (received.push(JSON.parse(message.toString())), true),
    cork: () => undefined,
    uncork: () => undefined,
  } as unknown as LiveSocket;
  hub.file(socket, key);
  return received;
}

const caseId = '6740a1b2c3d4e5f601234567';
const doc = (fields: Record<string, unknown>) => ({
  caseNumber: 'CA-2026-000123',
  status: 'pending',
  customerId: 'customer-1',
  techId: null,
  insuranceId: null,
  ...fields,
});
const update = (document: Record<string, unknown>): CaseChange => ({
  operation: 'updated',
  caseId,
  document,
  before: null,
  changed: ['techId'],
});

describe('fan-out without pre-images (MongoDB collections that do not keep them)', () => {
  it('tells the previously assigned tech of the removal from the remembered audience', () => {
    const hub = new SubscriberHub();
    const scopes = new ScopeCache(10);
    const techOne = recordingSocket(hub, 'tech:tech-1');
    const techTwo = recordingSocket(hub, 'tech:tech-2');
    fanOutCaseChange(update(doc({ techId: 'tech-1' })), hub, scopes);
    fanOutCaseChange(update(doc({ techId: 'tech-2' })), hub, scopes);
    expect(techOne.map((message) => message.type)).toEqual(['case.changed', 'case.removed']);
    expect(techTwo.map((message) => message.type)).toEqual(['case.changed']);
  });

  it('a case whose earlier audience is unknown still reaches its current audience and nobody else', () => {
    const hub = new SubscriberHub();
    const scopes = new ScopeCache(10);
    const techOne = recordingSocket(hub, 'tech:tech-1');
    const customer = recordingSocket(hub, 'customer:customer-1');
    const stranger = recordingSocket(hub, 'customer:customer-2');
    const result = fanOutCaseChange(update(doc({ techId: 'tech-2' })), hub, scopes);
    expect(result).toEqual({ changed: 1, removed: 0 });
    expect(techOne).toEqual([]);
    expect(stranger).toEqual([]);
    expect(customer).toHaveLength(1);
  });

  it('keeps at most its capacity, forgetting the least recently changed case first', () => {
    const scopes = new ScopeCache(2);
    const audience = { customerId: 'c', techId: null, insuranceId: null };
    scopes.set('a', audience);
    scopes.set('b', audience);
    scopes.set('a', audience);
    scopes.set('c', audience);
    expect([scopes.get('a'), scopes.get('b'), scopes.get('c')]).toEqual([audience, null, audience]);
  });
});
