import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emptyDescriptionMessage, mediaLimits } from '../../../lib/media-contracts';

/** The custom description: non-empty after trimming, capped like the API's (createPreviewBodySchema). */
export const customPreviewFormSchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, emptyDescriptionMessage)
    .max(mediaLimits.descriptionMax, `Keep the description under ${mediaLimits.descriptionMax} characters`),
});
export type CustomPreviewForm = z.infer<typeof customPreviewFormSchema>;

export const customPreviewResolver = zodResolver(customPreviewFormSchema);
