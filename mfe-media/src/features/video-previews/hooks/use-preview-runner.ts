import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { mediaLimits, previewFailedMessage, videoTemplates } from '../../../lib/media-contracts';
import type { CreatePreviewBody, PreviewJob } from '@claims/contracts';
import { toast } from '@claims/ui';
import {
  forgetSessionJson,
  isApiRequestError,
  isStoredRecord,
  readSessionJson,
  writeSessionJson,
} from '@claims/web-kit';
import { createPreview } from '../api/create-preview';
import { waitForPreview } from '../api/get-preview';

/** A card's latest preview: its job and the variation it asked for (Regenerate asks for the next one). */
export type PreviewSlot = { jobId: string; variation: number };

/** The slot of the custom-description form (templates use their id). */
export const customSlotKey = 'custom';

/** The page's previews, kept in the tab: a reload, or Back after another page, shows them again. */
export const previewSlotsStorageKey = 'claims.media.video-ai.previews';

function readStoredSlots(): Record<string, PreviewSlot> {
  const stored = readSessionJson(previewSlotsStorageKey);
  if (!isStoredRecord(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).filter(
      (entry): entry is [string, PreviewSlot] =>
        isStoredRecord(entry[1]) &&
        typeof entry[1].jobId === 'string' &&
        Number.isInteger(entry[1].variation) &&
        (entry[0] === customSlotKey || videoTemplates.some((template) => template.id === entry[0])),
    ),
  );
}

/**
 * A Generate All run under way, kept in the tab: the template it is at (`next`), the failures so far, and that
 * template's job before its run (a different job there now was queued by this run). A reload mid-run leaves it behind,
 * and the page offers to go on from there.
 */
export const batchStorageKey = 'claims.media.video-ai.batch';
export type StoredBatch = { next: number; failed: number; jobBefore: string | null; document: string };

/**
 * This document's name in a stored run: a run of this document is still going (it outlives the page when the
 * visitor moves on within the site), one of an earlier document was cut short by a reload.
 */
const thisDocument = Math.random().toString(36).slice(2);

function readStoredBatch(): StoredBatch | null {
  const stored = readSessionJson(batchStorageKey);
  if (
    !isStoredRecord(stored) ||
    !Number.isInteger(stored.next) ||
    !Number.isInteger(stored.failed) ||
    !(stored.jobBefore === null || typeof stored.jobBefore === 'string') ||
    stored.document === thisDocument
  )
    return null;
  const batch = stored as StoredBatch;
  return batch.next >= 0 && batch.next < videoTemplates.length ? batch : null;
}

/**
 * How many templates a cut-short run got to: those before the one it was at, and that one too when its job was
 * queued before the page went (Continue follows that job instead of making the preview again).
 */
export function templatesReached(batch: StoredBatch, slots: Record<string, PreviewSlot>): number {
  const slot = slots[videoTemplates[batch.next].id];
  return batch.next + (slot && slot.jobId !== batch.jobBefore ? 1 : 0);
}

/** Keeps the run's place: the template it is at (or goes on with), the failures so far, that template's job now. */
const keepBatch = (next: number, failed: number, jobBefore: string | null) =>
  writeSessionJson(batchStorageKey, {
    next,
    failed,
    jobBefore,
    document: thisDocument,
  } satisfies StoredBatch);

const batchToastId = 'video-batch';

/**
 * The Generate All run of this document, shared by every mount of the page: the run goes on when the visitor moves
 * to another page of the site, and the page they come back to shows its progress (and cannot start a second one).
 * Each step also tells the page to read the previews again: the run keeps them in the tab's storage as it goes.
 */
let activeBatch: { done: number } | null = null;
const runListeners = new Set<() => void>();
const notifyRun = () => runListeners.forEach((listener) => listener());
const setActiveBatch = (batch: { done: number } | null) => {
  activeBatch = batch;
  notifyRun();
};
const subscribeRun = (listener: () => void) => {
  runListeners.add(listener);
  return () => {
    runListeners.delete(listener);
  };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function failureMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() ? error.message : previewFailedMessage;
}

/** No answer, or the media service is down: the next template would fail the same way. */
const serviceUnreachable = (error: unknown) =>
  isApiRequestError(error) && (error.code === 'network' || error.code === 'unavailable');

/** How a run ended: its job (finished or failed), or the request's failure when no job was queued. */
export type RunOutcome = { job?: PreviewJob; error?: unknown };

/**
 * Runs previews for the page: one slot per template card and one for the custom description. Each run queues a
 * job, follows it to the end and says how it went; Generate All runs the nine templates one after another.
 */
export function usePreviewRunner() {
  const queryClient = useQueryClient();
  const [slots, setSlots] = useState<Record<string, PreviewSlot>>(readStoredSlots);
  const [sending, setSending] = useState<Record<string, boolean>>({});
  const batch = useSyncExternalStore(
    subscribeRun,
    () => activeBatch,
    () => null,
  );
  // Why a slot's last run got no preview when the request itself failed (a failed job says so in its result).
  const [failures, setFailures] = useState<Record<string, string>>({});
  const slotsRef = useRef(slots);
  slotsRef.current = slots;
  // A run started by an earlier mount of the page writes its previews to the tab's storage: show them as they come.
  useEffect(
    () =>
      subscribeRun(() => {
        slotsRef.current = { ...slotsRef.current, ...readStoredSlots() };
        setSlots(slotsRef.current);
      }),
    [],
  );

  // The slots whose request is on its way: a second press before it is queued (a double click, or a form whose
  // check finished after the first press's) queues nothing more.
  const queueing = useRef(new Set<string>());

  const run = useCallback(
    async (
      key: string,
      body: Omit<CreatePreviewBody, 'variation'>,
      { quiet = false, queuedJobId }: { quiet?: boolean; queuedJobId?: string } = {},
    ): Promise<RunOutcome> => {
      if (!queuedJobId && queueing.current.has(key)) return {};
      const previous = slotsRef.current[key];
      const variation = previous ? (previous.variation + 1) % (mediaLimits.variationMax + 1) : 0;
      setSending((current) => ({ ...current, [key]: true }));
      setFailures(({ [key]: _cleared, ...rest }) => rest);
      let job: PreviewJob | undefined;
      try {
        // A job queued before the page was reloaded is followed, not queued again.
        let jobId = queuedJobId;
        if (!jobId) {
          queueing.current.add(key);
          const queued = await createPreview({ ...body, variation }).finally(() =>
            queueing.current.delete(key),
          );
          slotsRef.current = { ...slotsRef.current, [key]: { jobId: queued.id, variation } };
          setSlots(slotsRef.current);
          writeSessionJson(previewSlotsStorageKey, slotsRef.current);
          notifyRun();
          jobId = queued.id;
        }
        job = await waitForPreview(queryClient, jobId);
        if (job.status === 'failed') toast.error('Error', { description: job.error || previewFailedMessage });
        else if (!quiet) toast.success('Video Preview Generated!');
        return { job };
      } catch (error) {
        const message = failureMessage(error);
        toast.error('Error', { description: message });
        // Without a queued job, the card has no result to show it in: it says it itself.
        if (!job) setFailures((current) => ({ ...current, [key]: message }));
        return { job, error };
      } finally {
        setSending((current) => ({ ...current, [key]: false }));
      }
    },
    [queryClient],
  );

  /**
   * A Generate All run left unfinished, to offer going on: this tab's page was reloaded or closed mid-run, or
   * (`unreachable`) the run stopped because the preview service could not be reached.
   */
  const [interrupted, setInterrupted] = useState<(StoredBatch & { unreachable?: true }) | null>(() => {
    const stored = readStoredBatch();
    // Cut short after the last template was queued: nothing is left to make (its card follows its job).
    if (stored && templatesReached(stored, slots) === videoTemplates.length) {
      forgetSessionJson(batchStorageKey);
      return null;
    }
    return stored;
  });
  const dismissInterrupted = useCallback(() => {
    forgetSessionJson(batchStorageKey);
    setInterrupted(null);
  }, []);

  /**
   * The nine templates one after another. It ends with 'All Videos Generated!' only when all nine were; a failed
   * one is counted and said at the end, and a service that cannot be reached stops the run at once. `resume` goes
   * on with a run a reload interrupted, from the template it was at.
   */
  const generateAll = useCallback(
    async (resume?: StoredBatch) => {
      const total = videoTemplates.length;
      const start = resume?.next ?? 0;
      let failed = resume?.failed ?? 0;
      setInterrupted(null);
      if (activeBatch) return;
      setActiveBatch({ done: start });
      try {
        for (let index = start; index < total; index += 1) {
          const template = videoTemplates[index];
          const current = slotsRef.current[template.id]?.jobId ?? null;
          const queuedJobId =
            resume && index === start && current !== null && current !== resume.jobBefore
              ? current
              : undefined;
          keepBatch(index, failed, queuedJobId && resume ? resume.jobBefore : current);
          // The button and the notice move on together, as this template starts (not during the pause before it).
          setActiveBatch({ done: index });
          toast.loading(`Generating ${index + 1}/${total}`, { id: batchToastId });
          const { job, error } = await run(
            template.id,
            { templateId: template.id },
            { quiet: true, queuedJobId },
          );
          if (error !== undefined || job?.status === 'failed') failed += 1;
          // Done with this one: a reload during the pause goes on with the next.
          if (index < total - 1)
            keepBatch(index + 1, failed, slotsRef.current[videoTemplates[index + 1].id]?.jobId ?? null);
          if (serviceUnreachable(error)) {
            toast.error('Generation stopped', {
              id: batchToastId,
              description: `${failureMessage(error)} ${index} of ${total} previews were made.`,
              duration: Infinity,
            });
            // Continue makes this template again (not counted as failed) and goes on with the rest.
            setInterrupted({
              next: index,
              failed: failed - 1,
              jobBefore: current,
              document: thisDocument,
              unreachable: true,
            });
            return;
          }
          if (index < total - 1) await sleep(mediaLimits.batchPauseMs);
        }
        if (failed === 0) toast.success('All Videos Generated!', { id: batchToastId });
        else
          toast.error(`${failed} of ${total} previews failed`, {
            id: batchToastId,
            description: 'Each card says why; press its button to try it again.',
            duration: Infinity,
          });
      } finally {
        forgetSessionJson(batchStorageKey);
        setActiveBatch(null);
      }
    },
    [run],
  );

  return { slots, sending, batch, failures, run, generateAll, interrupted, dismissInterrupted };
}
