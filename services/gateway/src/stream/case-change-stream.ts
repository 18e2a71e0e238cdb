import type { FastifyBaseLogger } from 'fastify';
import type { mongo } from 'mongoose';
import type { CaseChange } from '../hub/case-fanout';
import type { StreamPositionsRepository } from '../repositories/stream-positions-repository';
import type { ScopeCache } from '../lib/scope-cache';

type CaseDocument = Record<string, unknown> & { _id: unknown };
type ChangeEvent = mongo.ChangeStreamDocument<CaseDocument>;

export type CaseChangeStreamOptions = {
  cases: mongo.Collection<CaseDocument>;
  positions: StreamPositionsRepository;
  scopes: ScopeCache;
  onChange: (change: CaseChange) => void;
  log: FastifyBaseLogger;
  /** Save the resume token at most this often while events flow. */
  saveIntervalMs: number;
  /** How many recently changed cases to read at start so their audience is known (the scope cache size). */
  warmUpLimit: number;
};

/** Key of this stream's position in `stream_positions`. */
export const casesStreamName = 'cases';

/** While idle the token only moves with the cluster clock: saving it once a minute is enough. */
const idleSaveIntervalMs = 60_000;

// History, photos and notes can be long and the list never shows them: the stream leaves them out.
const heavyFields = ['history', 'photos'];
const pipeline = [
  {
    $project: Object.fromEntries(
      heavyFields.flatMap((field) => [
        [`fullDocument.${field}`, 0],
        [`fullDocumentBeforeChange.${field}`, 0],
      ]),
    ),
  },
];

/** Errors that mean the saved token can no longer be resumed from (history lost, token unknown). */
const unresumableCodes = new Set([260, 280, 286]);

/**
 * Watches the trial service's `cases` collection (read-only: the one documented exception to "no service reads
 * another's collections") and hands each write to `onChange`. Resumes after the saved token on start, saves
 * tokens as it goes, reopens after errors from where it stopped.
 */
export class CaseChangeStream {
  private stream: mongo.ChangeStream<CaseDocument, ChangeEvent> | null = null;
  private running = false;
  private loop: Promise<void> | null = null;
  private lastSavedToken: unknown = null;
  private lastSaveAt = 0;
  private eventsSinceSave = 0;
  private retryDelayMs = 500;
  /** Ends the wait before a retry at once (on stop). */
  private wakeUp: (() => void) | null = null;
  private warming: Promise<void> | null = null;

  constructor(private readonly options: CaseChangeStreamOptions) {}

  /** Opens the stream (so every write after this returns is seen), then runs in the background. */
  async start(): Promise<void> {
    this.running = true;
    const first = await this.open();
    if (first) this.handle(first);
    this.loop = this.run();
    // In the background: a large collection must not delay start-up, and events already handled win over it.
    this.warming = this.warmUp().catch((error: unknown) => {
      this.options.log.warn({ err: error }, 'could not read recent cases to remember their audience');
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wakeUp?.();
    const stream = this.stream;
    this.stream = null;
    await stream?.close().catch(() => undefined);
    await this.loop?.catch(() => undefined);
    await this.warming;
    await this.saveToken(true);
  }

  /** Opens after the saved token when there is one; answers the first event if one was already waiting. */
  private async open(): Promise<ChangeEvent | null> {
    const saved = await this.options.positions.load(casesStreamName);
    try {
      return await this.watch(saved);
    } catch (error) {
      if (!saved || !unresumableCodes.has((error as { code?: number }).code ?? 0)) throw error;
      this.options.log.warn(
        { err: error },
        'saved case stream position is no longer available; starting from now',
      );
      await this.options.positions.clear(casesStreamName);
      return this.watch(null);
    }
  }

  private async watch(resumeAfter: unknown): Promise<ChangeEvent | null> {
    await this.stream?.close().catch(() => undefined);
    const stream = this.options.cases.watch<CaseDocument, ChangeEvent>(pipeline, {
      fullDocument: 'updateLookup',
      fullDocumentBeforeChange: 'whenAvailable',
      ...(resumeAfter ? { resumeAfter: resumeAfter as mongo.ResumeToken } : {}),
    });
    this.stream = stream;
    this.lastSavedToken = resumeAfter;
    // The first request establishes the cursor: writes after this point are in the stream.
    const first = await stream.tryNext();
    if (!first) await this.saveToken(false);
    return first;
  }

  private async warmUp(): Promise<void> {
    if (this.options.warmUpLimit === 0) return;
    const cursor = this.options.cases
      .find({}, { projection: { customerId: 1, techId: 1, insuranceId: 1 } })
      // Newest cases first, in `_id` order (always indexed): they are the ones still being worked on.
      .sort({ _id: -1 })
      .limit(this.options.warmUpLimit);
    for await (const doc of cursor) {
      if (!this.running) break;
      this.options.scopes.warm(String(doc._id), {
        customerId: typeof doc.customerId === 'string' ? doc.customerId : null,
        techId: typeof doc.techId === 'string' ? doc.techId : null,
        insuranceId: typeof doc.insuranceId === 'string' ? doc.insuranceId : null,
      });
    }
  }

  private async run(): Promise<void> {
    while (this.running) {
      const stream = this.stream;
      if (!stream) return;
      try {
        const event = await stream.tryNext();
        if (!this.running) return;
        if (event) {
          this.handle(event);
        } else {
          // A stream the driver gave up on answers null at once, forever: reopen it instead of spinning.
          if (stream.closed) throw new Error('the case stream was closed');
          // Let timers and signals run between empty answers, whatever the driver does.
          await new Promise((resolve) => setImmediate(resolve));
        }
        await this.saveToken(false);
        this.retryDelayMs = 500;
      } catch (error) {
        if (!this.running) return;
        this.options.log.warn({ err: error, retryInMs: this.retryDelayMs }, 'case stream failed; reopening');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.retryDelayMs);
          this.wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wakeUp = null;
        this.retryDelayMs = Math.min(this.retryDelayMs * 2, 30_000);
        if (!this.running) return;
        try {
          const first = await this.watch(this.stream?.resumeToken ?? this.lastSavedToken);
          if (first) this.handle(first);
        } catch (reopenError) {
          this.options.log.warn({ err: reopenError }, 'case stream could not reopen yet');
        }
      }
    }
  }

  private handle(event: ChangeEvent): void {
    const change = toCaseChange(event);
    if (!change) return;
    this.eventsSinceSave += 1;
    try {
      this.options.onChange(change);
    } catch (error) {
      this.options.log.error({ err: error, caseId: change.caseId }, 'case event could not be delivered');
    }
  }

  private async saveToken(force: boolean): Promise<void> {
    const token = this.stream?.resumeToken;
    if (!token || token === this.lastSavedToken) return;
    const interval = this.eventsSinceSave > 0 ? this.options.saveIntervalMs : idleSaveIntervalMs;
    if (!force && Date.now() - this.lastSaveAt < interval) return;
    this.lastSavedToken = token;
    this.lastSaveAt = Date.now();
    this.eventsSinceSave = 0;
    try {
      await this.options.positions.save(casesStreamName, token);
    } catch (error) {
      this.options.log.warn({ err: error }, 'could not save the case stream position');
    }
  }
}

/** The parts of a change event the fan-out needs; other operations (drop, rename, invalidate) are ignored. */
export function toCaseChange(event: ChangeEvent): CaseChange | null {
  const change = describeChange(event);
  if (change) change.committedAt = (event as { wallTime?: Date }).wallTime ?? null;
  return change;
}

/** Fields of a case that only the trial service reads (services/trial/src/models/case.ts). */
const bookkeepingFields = new Set(['emailsPending', 'createdWithKey']);

function describeChange(event: ChangeEvent): CaseChange | null {
  switch (event.operationType) {
    case 'insert':
      return {
        operation: 'created',
        caseId: String(event.documentKey._id),
        document: event.fullDocument ?? null,
        before: null,
        changed: [],
      };
    case 'update': {
      const fields = [
        ...Object.keys(event.updateDescription?.updatedFields ?? {}),
        ...(event.updateDescription?.removedFields ?? []),
      ];
      const changed = [...new Set(fields.map((field) => field.split('.')[0]))];
      // The trial service's own bookkeeping (new-case emails queued): nothing any page shows has changed.
      if (changed.length > 0 && changed.every((field) => bookkeepingFields.has(field))) return null;
      return {
        operation: 'updated',
        caseId: String(event.documentKey._id),
        document: event.fullDocument ?? null,
        before: event.fullDocumentBeforeChange ?? null,
        changed,
      };
    }
    case 'replace':
      return {
        operation: 'updated',
        caseId: String(event.documentKey._id),
        document: event.fullDocument ?? null,
        before: event.fullDocumentBeforeChange ?? null,
        changed: [],
      };
    case 'delete':
      return {
        operation: 'deleted',
        caseId: String(event.documentKey._id),
        document: null,
        before: event.fullDocumentBeforeChange ?? null,
        changed: [],
      };
    default:
      return null;
  }
}
