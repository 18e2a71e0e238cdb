import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  descriptionHasWords,
  descriptionTooLongMessage,
  emptyDescriptionMessage,
  noWordsInDescriptionMessage,
  mediaLimits,
  undrawableCharacters,
  undrawableCharactersMessage,
} from '../../../lib/media-contracts';

/**
 * The custom description: non-empty after trimming, capped, with a letter or a digit, and drawable like the API's
 * (createPreviewBodySchema).
 */
export const customPreviewFormSchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, emptyDescriptionMessage)
    .max(mediaLimits.descriptionMax, descriptionTooLongMessage)
    .superRefine((description, context) => {
      if (!descriptionHasWords(description)) {
        context.addIssue({ code: 'custom', message: noWordsInDescriptionMessage });
        return;
      }
      const undrawable = undrawableCharacters(description);
      if (undrawable.length > 0)
        context.addIssue({ code: 'custom', message: undrawableCharactersMessage(undrawable) });
    }),
});
export type CustomPreviewForm = z.infer<typeof customPreviewFormSchema>;

export const customPreviewResolver = zodResolver(customPreviewFormSchema);
