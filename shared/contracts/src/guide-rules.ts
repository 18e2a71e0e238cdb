/**
 * The guides area's fixed rules and texts without the schema library: what the library, a guide page and the
 * upload page need for their first screen (categories, difficulties, limits, picture addresses). The schemas in
 * guides.ts and guide-images.ts are built from these and re-export them, so `@claims/contracts` offers both.
 */

/** The seven guide categories of the library, in the order the category chips show them. */
export const guideCategories = [
  'Refrigerators',
  'Washers',
  'Dryers',
  'Dishwashers',
  'Ovens',
  'HVAC',
  'Small Appliances',
] as const;
export type GuideCategory = (typeof guideCategories)[number];
/** Label of the chip that clears the category filter. */
export const allGuideCategoriesLabel = 'All Categories';

export const guideDifficulties = ['Easy', 'Moderate', 'Difficult'] as const;
export type GuideDifficulty = (typeof guideDifficulties)[number];

export const guideLimits = {
  titleMax: 200,
  descriptionMax: 5000,
  timeRequiredMax: 100,
  urlMax: 2000,
  listEntryMax: 200,
  listEntriesMax: 50,
  stepsMax: 50,
  stepTitleMax: 200,
  stepDescriptionMax: 5000,
  searchMax: 100,
  pageSizeDefault: 24,
  pageSizeMax: 48,
} as const;

export const guideNotFoundMessage = 'Guide not found';
/** An edit started from a version of the guide that someone has saved over since (409). */
export const guideChangedMessage =
  'This guide was changed after you opened it. Reload the page to see the current guide with your changes kept on top of it.';

/** Pictures a guide author may upload for the cover or a step (re-encoded by the service either way). */
export const guideImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type GuideImageType = (typeof guideImageTypes)[number];

export const guideImageLimits = {
  /** Largest upload accepted. */
  bytesMax: 8 * 1024 * 1024,
  /** Widths the service keeps of each upload (none wider than the picture itself); the largest is the default. */
  widths: [400, 800, 1600] as const,
  /** Tallest picture kept (a very tall upload is scaled to fit 1600 × 4000). */
  heightMax: 4000,
} as const;
export type GuideImageWidth = (typeof guideImageLimits.widths)[number];

export const guideImageTypeMessage = 'Pictures must be JPEG, PNG or WebP images';
export const guideImageTooLargeMessage = 'Each picture must be 8 MB or smaller';
export const guideImageNotFoundMessage = 'Image not found';
export const guideImageMissingMessage =
  'This uploaded picture is no longer available. Please upload it again.';
export const guideImageUploadLimitMessage =
  'Too many pictures uploaded in the last hour. Please try again later.';

/** Where the site serves an uploaded picture; a guide stores this path as its cover or step image. */
export const guideImagePath = (imageId: string) => `/api/guides/images/${imageId}`;
const uploadedPathPattern = /^\/api\/guides\/images\/([0-9a-f]{24})$/;

/** The picture's id when `value` is the path of an uploaded guide picture, else null. */
export function uploadedGuideImageId(value: string | null | undefined): string | null {
  return value ? (uploadedPathPattern.exec(value)?.[1] ?? null) : null;
}

/**
 * An uploaded picture's address as this site shows it (`https://<site>/api/guides/images/<id>?w=800`, copied from a
 * page) as its stored path, so it is shown from the site rather than fetched as another site's picture; any other
 * value as it is.
 */
export function ownUploadedImagePath(value: string, siteOrigin: string): string {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return value;
  try {
    const url = new URL(trimmed);
    return url.origin === siteOrigin && uploadedPathPattern.test(url.pathname) ? url.pathname : value;
  } catch {
    return value;
  }
}

/** The address of one stored width of an uploaded picture (`path?w=800`). */
export const guideImageSrc = (path: string, width: GuideImageWidth) => `${path}?w=${width}`;

/** Categories the sample-guide generator accepts; `all` spreads a run over every appliance. */
export const generatorCategories = [
  'all',
  'refrigerator',
  'washer',
  'dryer',
  'dishwasher',
  'oven',
  'microwave',
  'air_conditioner',
  'water_heater',
  'other',
] as const;
export type GeneratorCategory = (typeof generatorCategories)[number];
export type GeneratorApplianceCategory = Exclude<GeneratorCategory, 'all'>;

/**
 * Which library category a generated guide lands in. Microwaves and the `other` appliances
 * (disposers, compactors, ice makers, range hoods) are small appliances; water heaters are
 * heating equipment and share HVAC with air conditioners.
 */
export const generatorCategoryToGuideCategory: Record<GeneratorApplianceCategory, GuideCategory> = {
  refrigerator: 'Refrigerators',
  washer: 'Washers',
  dryer: 'Dryers',
  dishwasher: 'Dishwashers',
  oven: 'Ovens',
  microwave: 'Small Appliances',
  air_conditioner: 'HVAC',
  water_heater: 'HVAC',
  other: 'Small Appliances',
};

/** Human labels for the generator's category selector. */
export const generatorCategoryLabels: Record<GeneratorCategory, string> = {
  all: 'All categories',
  refrigerator: 'Refrigerator',
  washer: 'Washer',
  dryer: 'Dryer',
  dishwasher: 'Dishwasher',
  oven: 'Oven',
  microwave: 'Microwave',
  air_conditioner: 'Air conditioner',
  water_heater: 'Water heater',
  other: 'Other',
};

export const generatorLimits = {
  countMin: 1,
  countMax: 2000,
  countDefault: 500,
  stepsMin: 3,
  stepsMax: 10,
} as const;

export const generatorCountMessage = 'Please enter a number between 1 and 2,000';
