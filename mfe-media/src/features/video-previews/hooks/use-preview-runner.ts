import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { mediaLimits, previewFailedMessage, videoTemplates } from '../../../lib/media-contracts';
import type { CreatePreviewBody, PreviewJob } from '@claims/contracts';
import { toast } from '@claims/ui';
import { isApiRequestError, isStoredRecord, readSessionJson, writeSessionJson } from '@claims/web-kit';
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

const batchToastId = 'video-batch';
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
  const [batch, setBatch] = useState<{ done: number } | null>(null);
  // Why a slot's last run got no preview when the request itself failed (a failed job says so in its result).
  const [failures, setFailures] = useState<Record<string, string>>({});
  const slotsRef = useRef(slots);
  slotsRef.current = slots;

  const run = useCallback(
    async (
      key: string,
      body: Omit<CreatePreviewBody, 'variation'>,
      { quiet = false } = {},
    ): Promise<RunOutcome> => {
      const previous = slotsRef.current[key];
      const variation = previous ? (previous.variation + 1) % (mediaLimits.variationMax + 1) : 0;
      setSending((current) => ({ ...current, [key]: true }));
      setFailures(({ [key]: _cleared, ...rest }) => rest);
      let job: PreviewJob | undefined;
      try {
        const queued = await createPreview({ ...body, variation });
        slotsRef.current = { ...slotsRef.current, [key]: { jobId: queued.id, variation } };
        setSlots(slotsRef.current);
        writeSessionJson(previewSlotsStorageKey, slotsRef.current);
        job = await waitForPreview(queryClient, queued.id);
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
   * The nine templates one after another. It ends with 'All Videos Generated!' only when all nine were; a failed
   * one is counted and said at the end, and a service that cannot be reached stops the run at once.
   */
  const generateAll = useCallback(async () => {
    const total = videoTemplates.length;
    let failed = 0;
    setBatch({ done: 0 });
    try {
      for (const [index, template] of videoTemplates.entries()) {
        toast.loading(`Generating ${index + 1}/${total}`, { id: batchToastId });
        const { job, error } = await run(template.id, { templateId: template.id }, { quiet: true });
        setBatch({ done: index + 1 });
        if (error !== undefined || job?.status === 'failed') failed += 1;
        if (serviceUnreachable(error)) {
          toast.error('Generation stopped', {
            id: batchToastId,
            description: `${failureMessage(error)} ${index} of ${total} previews were made.`,
            duration: Infinity,
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
      setBatch(null);
    }
  }, [run]);

  return { slots, sending, batch, failures, run, generateAll };
}
