import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { mediaLimits, previewFailedMessage, videoTemplates } from '../../../lib/media-contracts';
import type { CreatePreviewBody, PreviewJob } from '@claims/contracts';
import { toast } from '@claims/ui';
import { createPreview } from '../api/create-preview';
import { waitForPreview } from '../api/get-preview';

/** A card's latest preview: its job and the variation it asked for (Regenerate asks for the next one). */
export type PreviewSlot = { jobId: string; variation: number };

/** The slot of the custom-description form (templates use their id). */
export const customSlotKey = 'custom';

const batchToastId = 'video-batch';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function failureMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() ? error.message : previewFailedMessage;
}

/**
 * Runs previews for the page: one slot per template card and one for the custom description. Each run queues a
 * job, follows it to the end and says how it went; Generate All runs the nine templates one after another.
 */
export function usePreviewRunner() {
  const queryClient = useQueryClient();
  const [slots, setSlots] = useState<Record<string, PreviewSlot>>({});
  const [sending, setSending] = useState<Record<string, boolean>>({});
  const [batch, setBatch] = useState<{ done: number } | null>(null);
  const slotsRef = useRef(slots);
  slotsRef.current = slots;

  const run = useCallback(
    async (key: string, body: Omit<CreatePreviewBody, 'variation'>, { quiet = false } = {}) => {
      const previous = slotsRef.current[key];
      const variation = previous ? (previous.variation + 1) % (mediaLimits.variationMax + 1) : 0;
      setSending((current) => ({ ...current, [key]: true }));
      let job: PreviewJob | undefined;
      try {
        const queued = await createPreview({ ...body, variation });
        slotsRef.current = { ...slotsRef.current, [key]: { jobId: queued.id, variation } };
        setSlots(slotsRef.current);
        job = await waitForPreview(queryClient, queued.id);
        if (job.status === 'failed') toast.error('Error', { description: job.error || previewFailedMessage });
        else if (!quiet) toast.success('Video Preview Generated!');
      } catch (error) {
        toast.error('Error', { description: failureMessage(error) });
      } finally {
        setSending((current) => ({ ...current, [key]: false }));
      }
      return job;
    },
    [queryClient],
  );

  const generateAll = useCallback(async () => {
    const total = videoTemplates.length;
    setBatch({ done: 0 });
    for (const [index, template] of videoTemplates.entries()) {
      toast.loading(`Generating ${index + 1}/${total}`, { id: batchToastId });
      await run(template.id, { templateId: template.id }, { quiet: true });
      setBatch({ done: index + 1 });
      if (index < total - 1) await sleep(mediaLimits.batchPauseMs);
    }
    toast.success('All Videos Generated!', { id: batchToastId });
    setBatch(null);
  }, [run]);

  return { slots, sending, batch, run, generateAll };
}
