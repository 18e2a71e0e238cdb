import { z } from 'zod';
import { generatorCategorySchema, generatorCountMessage, generatorLimits } from '@claims/contracts';

/** A count with a fraction ("2.5") is in the range the spec's message names, so it is told what is wrong instead. */
export const generatorWholeCountMessage = `Please enter a whole number between ${generatorLimits.countMin} and ${generatorLimits.countMax.toLocaleString('en-US')}`;

/** The count arrives as the text of a number field: whole digits only, then the API's range. */
export const generatorFormSchema = z.object({
  count: z
    .string()
    .trim()
    .refine((value) => !/^\d*[.,]\d+$/.test(value), generatorWholeCountMessage)
    .regex(/^\d+$/, generatorCountMessage)
    .transform(Number)
    .pipe(
      z
        .number()
        .int(generatorCountMessage)
        .min(generatorLimits.countMin, generatorCountMessage)
        .max(generatorLimits.countMax, generatorCountMessage),
    ),
  category: generatorCategorySchema,
});

export type GeneratorFormInput = z.input<typeof generatorFormSchema>;
export type GeneratorFormOutput = z.output<typeof generatorFormSchema>;
