import { z } from 'zod';
import { guideImageLimits, type GuideImageWidth } from './guide-rules';

export {
  guideImageLimits,
  guideImageMissingMessage,
  guideImageNotFoundMessage,
  guideImagePath,
  guideImageSrc,
  guideImageTooLargeMessage,
  guideImageTypeMessage,
  guideImageTypes,
  guideImageUploadLimitMessage,
  uploadedGuideImageId,
  type GuideImageType,
  type GuideImageWidth,
} from './guide-rules';

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
