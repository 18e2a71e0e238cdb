import { z } from 'zod';
import { generatorCategorySchema, generatorCountMessage, generatorLimits } from '@claims/contracts';

/** A count with a fraction ("2.5") is in the range the spec's message names, so it is told what is wrong instead. */
export const generatorWholeCountMessage = `Please enter a whole number between ${generatorLimits.countMin} and ${generatorLimits.countMax.toLocaleString('en-US')}`;

/** A number as a number field lets it be typed: digits, a decimal point, an exponent ("1e3"). */
const numberText = /^(?:\d+\.?\d*|\.\d+)(?:e\+?\d+)?$/i;

/**
 * The count arrives as the text of a number field. A whole number however written ("1.0", "1e3") is that number;
 * anything else that is a number is told it must be whole; the rest (and the API's range) gets the spec's message.
 */
export const generatorFormSchema = z.object({
  count: z
    .string()
    .transform((text, context) => {
      const value = text.trim();
      if (!numberText.test(value)) {
        context.addIssue({ code: 'custom', message: generatorCountMessage });
        return z.NEVER;
      }
      const count = Number(value);
      if (!Number.isInteger(count)) {
        context.addIssue({ code: 'custom', message: generatorWholeCountMessage });
        return z.NEVER;
      }
      return count;
    })
    .pipe(
      z
        .number()
        .min(generatorLimits.countMin, generatorCountMessage)
        .max(generatorLimits.countMax, generatorCountMessage),
    ),
  category: generatorCategorySchema,
});

export type GeneratorFormInput = z.input<typeof generatorFormSchema>;
export type GeneratorFormOutput = z.output<typeof generatorFormSchema>;
