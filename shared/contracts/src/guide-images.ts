import { z } from 'zod';

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

/** The address of one stored width of an uploaded picture (`path?w=800`). */
export const guideImageSrc = (path: string, width: GuideImageWidth) => `${path}?w=${width}`;

/** `POST /api/guides/images` answers the stored picture: where it is served and its size. */
export const guideImageUploadResponseSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type GuideImageUploadResponse = z.infer<typeof guideImageUploadResponseSchema>;

/** `:imageId` of an uploaded picture; an id that names none (malformed, unknown) answers 404 'Image not found'. */
export const guideImageParamsSchema = z.object({ imageId: z.string() });

export const guideImageQuerySchema = z.object({
  w: z
    .enum(guideImageLimits.widths.map(String) as ['400', '800', '1600'], {
      error: `Width must be one of ${guideImageLimits.widths.join(', ')}`,
    })
    .optional()
    .transform((value) => (value ? (Number(value) as GuideImageWidth) : undefined)),
});
