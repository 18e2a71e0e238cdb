import { z } from 'zod';
import { pitchDeckIds } from './media-decks';
import {
  descriptionHasWords,
  descriptionTooLongMessage,
  emptyDescriptionMessage,
  mediaLimits,
  noWordsInDescriptionMessage,
  undrawableCharacters,
  undrawableCharactersMessage,
  videoAudiences,
  videoSceneKinds,
  videoTemplateIds,
} from './media-content';

export * from './media-content';

/* ------------------------------------------------------------------------------------------------
 * Video previews (/video-ai): 9 templates, 3 per audience, rendered as 4-frame storyboards by a worker.
 * The templates and constants are in media-content.ts (re-exported here).
 * ---------------------------------------------------------------------------------------------- */

export const videoAudienceSchema = z.enum(videoAudiences, {
  error: 'Choose customer, insurance or service_provider',
});

export const videoTemplatesResponseSchema = z.object({
  templates: z.array(
    z.object({
      id: z.string(),
      audience: videoAudienceSchema,
      title: z.string(),
      description: z.string(),
      prompt: z.string(),
    }),
  ),
});
export type VideoTemplatesResponse = z.infer<typeof videoTemplatesResponseSchema>;

/**
 * `POST /api/media/previews`: a template by id, or a custom description (non-empty after trimming, capped)
 * drawn in an audience's colours. `variation` 0 is the first preview; Regenerate sends the next one.
 */
export const createPreviewBodySchema = z
  .object({
    templateId: z.string().max(100).optional(),
    description: z.string().trim().max(mediaLimits.descriptionMax, descriptionTooLongMessage).optional(),
    audience: videoAudienceSchema.default('customer'),
    variation: z
      .number({ error: 'Variation must be a number' })
      .int('Variation must be a whole number')
      .min(0, 'Variation must be 0 or more')
      .max(mediaLimits.variationMax, `Variation must be at most ${mediaLimits.variationMax}`)
      .default(0),
  })
  .superRefine((body, context) => {
    if (body.templateId !== undefined && body.description !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['description'],
        message: 'Send a template or a description, not both',
      });
    } else if (body.templateId !== undefined) {
      if (!videoTemplateIds.includes(body.templateId))
        context.addIssue({ code: 'custom', path: ['templateId'], message: 'Unknown video template' });
    } else if (!body.description) {
      context.addIssue({ code: 'custom', path: ['description'], message: emptyDescriptionMessage });
    } else if (!descriptionHasWords(body.description)) {
      context.addIssue({ code: 'custom', path: ['description'], message: noWordsInDescriptionMessage });
    } else {
      const undrawable = undrawableCharacters(body.description);
      if (undrawable.length > 0)
        context.addIssue({
          code: 'custom',
          path: ['description'],
          message: undrawableCharactersMessage(undrawable),
        });
    }
  });
export type CreatePreviewBody = z.input<typeof createPreviewBodySchema>;
export type CreatePreviewInput = z.output<typeof createPreviewBodySchema>;

/** queued → rendering → done, or back to queued after a failed attempt, or failed after the third. */
export const previewStatuses = ['queued', 'rendering', 'done', 'failed'] as const;
export const previewStatusSchema = z.enum(previewStatuses);
export type PreviewStatus = z.infer<typeof previewStatusSchema>;

export const previewFrameSchema = z.object({
  index: z.number().int(),
  scene: z.enum(videoSceneKinds),
  caption: z.string(),
  imageUrl: z.string(),
});
export type PreviewFrame = z.infer<typeof previewFrameSchema>;

export const previewJobSchema = z.object({
  id: z.string(),
  status: previewStatusSchema,
  /** 0-100: frames rendered so far out of `frameCount`. */
  progress: z.number().int().min(0).max(100),
  frameCount: z.number().int(),
  title: z.string(),
  audience: videoAudienceSchema,
  templateId: z.string().nullable(),
  variation: z.number().int(),
  attempts: z.number().int(),
  /** The failure's message once `status` is failed. */
  error: z.string().nullable(),
  /**
   * Render workers running now, on the status of a job not yet done: 0 means the job waits in the queue until one
   * is back (none is running, or the ones there stopped answering).
   */
  renderersOnline: z.number().int().min(0).optional(),
  /** The cover frame's PNG, once done (the spec's imageUrl). */
  imageUrl: z.string().nullable(),
  /** Every frame of the storyboard, once done. */
  frames: z.array(previewFrameSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PreviewJob = z.infer<typeof previewJobSchema>;

export const previewIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const mediaImageParamsSchema = z.object({ fileId: z.string().min(1).max(64) });
export const previewNotFoundMessage = 'Preview not found';

/* ------------------------------------------------------------------------------------------------
 * Pitch decks (/pitch-decks): the content lives in media-decks.ts (no zod, shared by page and PDF).
 * ---------------------------------------------------------------------------------------------- */

export const pitchDeckIdSchema = z.enum(pitchDeckIds, { error: 'Unknown pitch deck' });
export const pitchDeckParamsSchema = z.object({ deck: pitchDeckIdSchema });
