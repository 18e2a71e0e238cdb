import { z } from 'zod';
import {
  guideImageAddressProblem,
  guideLimits,
  guideOverviewFields,
  stepImageUrlMessage,
} from '@claims/contracts';

/*
 * Every limit is told in its message, as the service's are: no field cuts what is typed or pasted, so a text over
 * its limit is kept whole until the author shortens it.
 */
const listEntry = z.object({
  value: z
    .string()
    .max(guideLimits.listEntryMax, `An entry must be at most ${guideLimits.listEntryMax} characters`),
});

export const stepWithoutDescriptionMessage =
  'Add a description to this step, or clear its title to leave the step out';
export const stepWithoutTitleMessage =
  'Add a title to this step, or clear its description to leave the step out';
export const stepWithOnlyImageMessage =
  'Add a title and a description to this step, or remove its picture to leave the step out';

const stepEntry = z.object({
  title: z
    .string()
    .max(guideLimits.stepTitleMax, `Step title must be at most ${guideLimits.stepTitleMax} characters`),
  description: z
    .string()
    .max(
      guideLimits.stepDescriptionMax,
      `Step description must be at most ${guideLimits.stepDescriptionMax.toLocaleString('en-US')} characters`,
    ),
  imageUrl: z.string().max(guideLimits.urlMax, `URL must be at most ${guideLimits.urlMax} characters`),
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
      steps.forEach((step, index) => {
        const title = step.title.trim();
        const description = step.description.trim();
        const imageUrl = step.imageUrl.trim();
        // The service leaves out a step missing its title or description: an empty step is left out as meant, but
        // one filled in halfway is asked about, never dropped without a word.
        if (title && !description) {
          ctx.addIssue({
            code: 'custom',
            message: stepWithoutDescriptionMessage,
            path: [index, 'description'],
          });
        } else if (description && !title) {
          ctx.addIssue({ code: 'custom', message: stepWithoutTitleMessage, path: [index, 'title'] });
        } else if (imageUrl && !title) {
          ctx.addIssue({ code: 'custom', message: stepWithOnlyImageMessage, path: [index, 'title'] });
        } else if (imageUrl) {
          const problem = guideImageAddressProblem(imageUrl, stepImageUrlMessage);
          if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [index, 'imageUrl'] });
        }
      });
    }),
});

export type UploadGuideFormInput = z.input<typeof uploadGuideFormSchema>;
export type UploadGuideFormOutput = z.output<typeof uploadGuideFormSchema>;
