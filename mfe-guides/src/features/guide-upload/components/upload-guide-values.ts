import type { CreateGuideBody, GuideDetail } from '@claims/contracts';
import { lazyResolver } from '@claims/ui';
import type { UploadGuideFormInput, UploadGuideFormOutput } from './upload-guide-schema';

export type { UploadGuideFormInput, UploadGuideFormOutput } from './upload-guide-schema';

/** The form's checks: the schema and zod load when someone starts using the page, not with it. */
export const uploadGuideValidation = lazyResolver(async () => {
  const [{ zodResolver }, { uploadGuideFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('./upload-guide-schema'),
  ]);
  return zodResolver(uploadGuideFormSchema);
});

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
