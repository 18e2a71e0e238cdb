import type { CreateGuideBody, GuideDetail } from '@claims/contracts';
import { ownUploadedImagePath } from '@claims/contracts/src/guide-rules';
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

/**
 * The request body; blank rows and incomplete steps are sent as entered and dropped by the API. A picture of this
 * site's own, given by its full address, is sent as its path.
 */
export function toCreateGuideBody(
  values: UploadGuideFormOutput,
  siteOrigin = window.location.origin,
): CreateGuideBody {
  const picture = (value: string) => ownUploadedImagePath(value, siteOrigin);
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    difficulty: values.difficulty,
    timeRequired: values.timeRequired,
    imageUrl: picture(values.imageUrl ?? ''),
    toolsNeeded: values.toolsNeeded.map((entry) => entry.value),
    partsNeeded: values.partsNeeded.map((entry) => entry.value),
    steps: values.steps.map((step) => ({
      title: step.title,
      description: step.description,
      imageUrl: picture(step.imageUrl),
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

/** The form's values as the body they would send (a draft's category may still be blank). */
export function toGuideBody(values: UploadGuideFormInput): CreateGuideBody {
  return toCreateGuideBody(values as UploadGuideFormOutput);
}

type GuideContent = Pick<CreateGuideBody, 'title' | 'description' | 'category' | 'difficulty'> & {
  timeRequired?: string | null;
  imageUrl?: string | null;
  toolsNeeded?: readonly string[];
  partsNeeded?: readonly string[];
  steps?: readonly { title?: string | null; description?: string | null; imageUrl?: string | null }[];
};

/**
 * A guide as the service keeps it: texts trimmed, blank tools and parts and steps without a title or a description
 * left out, '' and null both "none". Two bodies with the same stored form save the same guide.
 */
function storedForm(guide: GuideContent) {
  const text = (value: string | null | undefined) => (value ?? '').trim();
  const list = (entries: readonly string[] | undefined) =>
    (entries ?? []).map((entry) => entry.trim()).filter((entry) => entry.length > 0);
  return [
    text(guide.title),
    text(guide.description),
    guide.category,
    guide.difficulty,
    text(guide.timeRequired),
    text(guide.imageUrl),
    list(guide.toolsNeeded),
    list(guide.partsNeeded),
    // As contracts' `numberGuideSteps` keeps them (not imported: its module holds the schemas, and zod would load
    // with the page instead of on first use).
    (guide.steps ?? [])
      .map((step) => [text(step.title), text(step.description), text(step.imageUrl)])
      .filter(([title, description]) => title !== '' && description !== ''),
  ];
}

/** Whether `guide` (a stored guide, or a body) holds exactly what `body` saves. */
export function holdsSameGuide(guide: GuideContent | GuideDetail, body: GuideContent): boolean {
  return JSON.stringify(storedForm(guide)) === JSON.stringify(storedForm(body));
}
