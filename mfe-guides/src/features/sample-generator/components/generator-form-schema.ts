import { z } from 'zod';
import { generatorCategorySchema, generatorCountMessage, generatorLimits } from '@claims/contracts';

/** The count arrives as the text of a number field: whole digits only, then the API's range. */
export const generatorFormSchema = z.object({
  count: z
    .string()
    .trim()
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
