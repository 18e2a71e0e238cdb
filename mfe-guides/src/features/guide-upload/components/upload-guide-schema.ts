import { z } from 'zod';
import {
  guideLimits,
  guideOverviewFields,
  isGuideImageAddress,
  stepImageUrlMessage,
} from '@claims/contracts';

const listEntry = z.object({ value: z.string().max(guideLimits.listEntryMax, 'Entry is too long') });

const stepEntry = z.object({
  title: z.string().max(guideLimits.stepTitleMax, 'Step title is too long'),
  description: z.string().max(guideLimits.stepDescriptionMax, 'Step description is too long'),
  imageUrl: z.string().max(guideLimits.urlMax, 'URL is too long'),
});

/**
 * The upload form: the API's rules for the overview, list rows as objects (one per input row). Only
 * `uploadGuideValidation` loads this module (and zod), when someone starts filling the form in.
 */
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
