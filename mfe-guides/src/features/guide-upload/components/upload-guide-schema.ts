import { z } from 'zod';
import {
  guideLimits,
  guideOverviewFields,
  isGuideImageAddress,
  stepImageUrlMessage,
  type CreateGuideBody,
  type GuideDetail,
} from '@claims/contracts';

const listEntry = z.object({ value: z.string().max(guideLimits.listEntryMax, 'Entry is too long') });

const stepEntry = z.object({
  title: z.string().max(guideLimits.stepTitleMax, 'Step title is too long'),
  description: z.string().max(guideLimits.stepDescriptionMax, 'Step description is too long'),
  imageUrl: z.string().max(guideLimits.urlMax, 'URL is too long'),
});

/** The upload form: the API's rules for the overview, list rows as objects (one per input row). */
export const uploadGuideFormSchema = z.object({
  ...guideOverviewFields,
  toolsNeeded: z
    .array(listEntry)
    .max(guideLimits.listEntriesMax, `At most ${guideLimits.listEntriesMax} entries`),
  partsNeeded: z
    .array(listEntry)
    .max(guideLimits.listEntriesMax, `At most ${guideLimits.listEntriesMax} entries`),
  steps: z
    .array(stepEntry)
    .max(guideLimits.stepsMax, `At most ${guideLimits.stepsMax} steps`)
    .superRefine((steps, ctx) => {
      // Steps missing a title or description are dropped on save, so only kept steps need a valid picture (URL or upload).
      steps.forEach((step, index) => {
        const kept = step.title.trim() && step.description.trim();
        const imageUrl = step.imageUrl.trim();
        if (kept && imageUrl && !isGuideImageAddress(imageUrl)) {
          ctx.addIssue({ code: 'custom', message: stepImageUrlMessage, path: [index, 'imageUrl'] });
        }
      });
    }),
});

export type UploadGuideFormInput = z.input<typeof uploadGuideFormSchema>;
export type UploadGuideFormOutput = z.output<typeof uploadGuideFormSchema>;

export const emptyStep = { title: '', description: '', imageUrl: '' };

export const uploadGuideDefaults: UploadGuideFormInput = {
  title: '',
  description: '',
  category: '' as UploadGuideFormInput['category'],
  difficulty: '' as UploadGuideFormInput['difficulty'],
  timeRequired: '',
  imageUrl: '',
  toolsNeeded: [{ value: '' }],
  partsNeeded: [{ value: '' }],
  steps: [emptyStep],
};

/** The request body; blank rows and incomplete steps are sent as entered and dropped by the API. */
export function toCreateGuideBody(values: UploadGuideFormOutput): CreateGuideBody {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    difficulty: values.difficulty,
    timeRequired: values.timeRequired,
    imageUrl: values.imageUrl ?? '',
    toolsNeeded: values.toolsNeeded.map((entry) => entry.value),
    partsNeeded: values.partsNeeded.map((entry) => entry.value),
    steps: values.steps.map((step) => ({
      title: step.title,
      description: step.description,
      imageUrl: step.imageUrl,
    })),
  };
}

/** API field paths (`toolsNeeded.2`, `steps.0.imageUrl`) as form paths (`toolsNeeded.2.value`, …). */
export function toFormPath(apiPath: string): string {
  return /^(toolsNeeded|partsNeeded)\.\d+$/.test(apiPath) ? `${apiPath}.value` : apiPath;
}

/** A stored guide as form values, for editing it (at least one empty row where a list is empty). */
export function toUploadGuideFormValues(guide: GuideDetail): UploadGuideFormInput {
  const rows = (entries: string[]) => (entries.length > 0 ? entries : ['']).map((value) => ({ value }));
  return {
    title: guide.title,
    description: guide.description,
    category: guide.category,
    difficulty: guide.difficulty,
    timeRequired: guide.timeRequired,
    imageUrl: guide.imageUrl ?? '',
    toolsNeeded: rows(guide.toolsNeeded),
    partsNeeded: rows(guide.partsNeeded),
    steps:
      guide.steps.length > 0
        ? guide.steps.map((step) => ({
            title: step.title,
            description: step.description,
            imageUrl: step.imageUrl ?? '',
          }))
        : [emptyStep],
  };
}
