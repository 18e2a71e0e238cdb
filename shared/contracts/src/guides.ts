import { z } from 'zod';
import { noControlCharacters, visibleText } from './text-rules';
import {
  generatorCategories,
  generatorCountMessage,
  generatorLimits,
  guideCategories,
  guideDifficulties,
  guideLimits,
  uploadedGuideImageId,
} from './guide-rules';

export {
  allGuideCategoriesLabel,
  generatorCategories,
  generatorCategoryLabels,
  generatorCategoryToGuideCategory,
  generatorCountMessage,
  generatorLimits,
  type GeneratorApplianceCategory,
  type GeneratorCategory,
  guideCategories,
  guideDifficulties,
  guideLimits,
  guideChangedMessage,
  guideNotFoundMessage,
  type GuideCategory,
  type GuideDifficulty,
} from './guide-rules';

export const guideCategorySchema = z.enum(guideCategories, { error: 'Choose one of the listed categories' });

export const guideDifficultySchema = z.enum(guideDifficulties, {
  error: 'Choose Easy, Moderate or Difficult',
});

export const generatorCategorySchema = z.enum(generatorCategories, {
  error: 'Choose one of the listed categories',
});

/** `:id` of a guide; an id that names no guide (malformed or unknown) answers 404 'Guide not found'. */
export const guideIdParamsSchema = z.object({
  // Any text: an id that is not a guide's (malformed, too long) is answered 404 'Guide not found', not 400.
  id: z.string(),
});
export type GuideIdParams = z.infer<typeof guideIdParamsSchema>;

/** True when `value` parses as an absolute http(s) URL. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const guideImageSvgMessage =
  'SVG pictures cannot be shown. Give the address of a JPEG, PNG, WebP or GIF picture, or upload the photo.';

/**
 * Why a guide picture's address (an http(s) URL, or the path of a picture uploaded to the site,
 * `/api/guides/images/<id>`) cannot be used, or null when it can: `invalidMessage` when it is neither an http(s)
 * URL nor an uploaded picture, and `guideImageSvgMessage` for an address naming an SVG file, which the site never
 * shows (a drawing can carry script; the service shows raster pictures only).
 */
export function guideImageAddressProblem(value: string, invalidMessage: string): string | null {
  if (uploadedGuideImageId(value) !== null) return null;
  if (!isWebUrl(value)) return invalidMessage;
  return /\.svgz?$/i.test(new URL(value).pathname) ? guideImageSvgMessage : null;
}

/** An optional image URL: blank means "none", anything else must be an http(s) URL or an uploaded picture. */
export function optionalImageUrlSchema(message: string) {
  return z
    .string()
    .trim()
    .max(guideLimits.urlMax, `URL must be at most ${guideLimits.urlMax} characters`)
    .superRefine((value, ctx) => {
      const problem = value === '' ? null : guideImageAddressProblem(value, message);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Field rules of a new guide's overview, shared by the upload form and the API. */
export const guideOverviewFields = {
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(guideLimits.titleMax, `Title must be at most ${guideLimits.titleMax} characters`)
    .check(noControlCharacters('Title'), visibleText('Title is required')),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(
      guideLimits.descriptionMax,
      `Description must be at most ${guideLimits.descriptionMax.toLocaleString('en-US')} characters`,
    )
    .check(noControlCharacters('Description', { multiline: true }), visibleText('Description is required')),
  category: z.enum(guideCategories, {
    error: (issue) => (issue.input ? 'Choose one of the listed categories' : 'Category is required'),
  }),
  difficulty: z.enum(guideDifficulties, {
    error: (issue) => (issue.input ? 'Choose Easy, Moderate or Difficult' : 'Difficulty is required'),
  }),
  timeRequired: z
    .string()
    .trim()
    .max(
      guideLimits.timeRequiredMax,
      `Time required must be at most ${guideLimits.timeRequiredMax} characters`,
    )
    .nullish()
    .transform((value) => value ?? ''),
  imageUrl: optionalImageUrlSchema('Cover image must be a valid URL'),
};

/** Tools or parts: blank entries are dropped, the rest trimmed. */
const textListSchema = z
  .array(
    z
      .string()
      .max(guideLimits.listEntryMax, `An entry must be at most ${guideLimits.listEntryMax} characters`),
  )
  .max(guideLimits.listEntriesMax, `At most ${guideLimits.listEntriesMax} entries`)
  .default([])
  .transform((entries) => entries.map((entry) => entry.trim()).filter((entry) => entry.length > 0));

export const stepImageUrlMessage = 'Step image must be a valid URL';

/** A step as entered; title or description may be blank, in which case the step is dropped. */
export const guideStepInputSchema = z.object({
  title: z
    .string()
    .max(guideLimits.stepTitleMax, `Step title must be at most ${guideLimits.stepTitleMax} characters`)
    .nullish(),
  description: z
    .string()
    .max(
      guideLimits.stepDescriptionMax,
      `Step description must be at most ${guideLimits.stepDescriptionMax.toLocaleString('en-US')} characters`,
    )
    .nullish(),
  imageUrl: z
    .string()
    .max(guideLimits.urlMax, `URL must be at most ${guideLimits.urlMax} characters`)
    .nullish(),
});
export type GuideStepInput = z.input<typeof guideStepInputSchema>;

export type NumberedGuideStep = {
  stepNumber: number;
  title: string;
  description: string;
  imageUrl: string | null;
};

/** Drops steps with an empty title or description and numbers the rest from 1. */
export function numberGuideSteps(steps: readonly GuideStepInput[]): NumberedGuideStep[] {
  return steps
    .map((step) => ({
      title: (step.title ?? '').trim(),
      description: (step.description ?? '').trim(),
      imageUrl: (step.imageUrl ?? '').trim() || null,
    }))
    .filter((step) => step.title.length > 0 && step.description.length > 0)
    .map((step, index) => ({ stepNumber: index + 1, ...step }));
}

const stepsSchema = z
  .array(guideStepInputSchema)
  .max(guideLimits.stepsMax, `At most ${guideLimits.stepsMax} steps`)
  .default([])
  .transform((steps, ctx) => {
    // Only kept steps must carry a valid image URL; a dropped step's leftovers are ignored.
    steps.forEach((step, index) => {
      const kept = (step.title ?? '').trim() && (step.description ?? '').trim();
      const imageUrl = (step.imageUrl ?? '').trim();
      const problem = kept && imageUrl ? guideImageAddressProblem(imageUrl, stepImageUrlMessage) : null;
      if (problem) {
        ctx.issues.push({
          code: 'custom',
          message: problem,
          path: [index, 'imageUrl'],
          input: step.imageUrl,
        });
      }
    });
    return numberGuideSteps(steps);
  });

/** `POST /api/guides`: the guide and its steps, written together. */
export const createGuideBodySchema = z.object({
  ...guideOverviewFields,
  toolsNeeded: textListSchema,
  partsNeeded: textListSchema,
  steps: stepsSchema,
});
export type CreateGuideBody = z.input<typeof createGuideBodySchema>;
export type CreateGuideInput = z.output<typeof createGuideBodySchema>;

/**
 * `PUT /api/guides/:id`: the whole guide again, and the `revision` the edit started from (the guide page's
 * `revision`). A guide saved by someone else since then is refused (409) instead of overwritten; without a
 * revision the guide is replaced whatever its version.
 */
export const updateGuideBodySchema = createGuideBodySchema.extend({
  revision: z.number().int().min(0).optional(),
});
export type UpdateGuideBody = z.input<typeof updateGuideBodySchema>;
export type UpdateGuideInput = z.output<typeof updateGuideBodySchema>;

/** `GET /api/guides`: newest first, optional category and title search, cursor pagination. */
export const guideListQuerySchema = z.object({
  category: z.enum(guideCategories, { error: 'Unknown category' }).optional(),
  search: z
    .string()
    .trim()
    .max(guideLimits.searchMax, `Search must be at most ${guideLimits.searchMax} characters`)
    .optional()
    .transform((value) => (value ? value : undefined)),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor')
    .optional(),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(guideLimits.pageSizeMax, `Limit must be at most ${guideLimits.pageSizeMax}`)
    .default(guideLimits.pageSizeDefault),
});
export type GuideListQuery = z.input<typeof guideListQuerySchema>;

export const guideSchema = z.object({
  id: z.string(),
  /** Author's user id; null for the library's built-in samples. */
  userId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  category: guideCategorySchema,
  difficulty: guideDifficultySchema,
  timeRequired: z.string(),
  imageUrl: z.string().nullable(),
  toolsNeeded: z.array(z.string()),
  partsNeeded: z.array(z.string()),
  views: z.number().int(),
  likes: z.number().int(),
  createdAt: z.string(),
});
export type Guide = z.infer<typeof guideSchema>;

export const guideStepSchema = z.object({
  stepNumber: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
});
export type GuideStep = z.infer<typeof guideStepSchema>;

/**
 * A guide as the library lists it: what a card shows. Tools and parts are on the guide page only, and
 * `description` is only its start, as much as a card's three lines hold (at most 240 characters, cut after a whole
 * word and ended by "...").
 */
export const guideSummarySchema = guideSchema.omit({ toolsNeeded: true, partsNeeded: true });
export type GuideSummary = z.infer<typeof guideSummarySchema>;

export const guideListResponseSchema = z.object({
  items: z.array(guideSummarySchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type GuideListResponse = z.infer<typeof guideListResponseSchema>;

/** `GET /api/guides/:id`: the guide, its steps by step number, and whether the caller liked it. */
export const guideDetailSchema = guideSchema.extend({
  steps: z.array(guideStepSchema),
  likedByMe: z.boolean(),
  /** Counts the guide's saves: 0 when created, one more for each edit (see `updateGuideBodySchema`). */
  revision: z.number().int(),
});
export type GuideDetail = z.infer<typeof guideDetailSchema>;

export const guideViewsResponseSchema = z.object({ views: z.number().int() });
export type GuideViewsResponse = z.infer<typeof guideViewsResponseSchema>;

export const guideLikeResponseSchema = z.object({ likes: z.number().int(), likedByMe: z.boolean() });
export type GuideLikeResponse = z.infer<typeof guideLikeResponseSchema>;

export const guideStatsResponseSchema = z.object({ total: z.number().int() });
export type GuideStatsResponse = z.infer<typeof guideStatsResponseSchema>;

/** `POST /api/guides/generate` (admin only). */
export const generateGuidesBodySchema = z.object({
  count: z
    .number({ error: generatorCountMessage })
    .int({ error: generatorCountMessage })
    .min(generatorLimits.countMin, { error: generatorCountMessage })
    .max(generatorLimits.countMax, { error: generatorCountMessage })
    .default(generatorLimits.countDefault),
  category: generatorCategorySchema.default('all'),
});
export type GenerateGuidesBody = z.input<typeof generateGuidesBodySchema>;

export const generateGuidesResponseSchema = z.object({ generated: z.number().int(), message: z.string() });
export type GenerateGuidesResponse = z.infer<typeof generateGuidesResponseSchema>;
