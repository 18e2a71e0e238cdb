import { generatorLimits } from '@claims/contracts';
import { lazyResolver } from '@claims/ui';
import type { GeneratorFormInput } from './generator-form-schema';

export type { GeneratorFormInput, GeneratorFormOutput } from './generator-form-schema';

/** The form's checks: the schema and zod load when someone starts using the page, not with it. */
export const generatorValidation = lazyResolver(async () => {
  const [{ zodResolver }, { generatorFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('./generator-form-schema'),
  ]);
  return zodResolver(generatorFormSchema);
});

export const generatorFormDefaults: GeneratorFormInput = {
  count: String(generatorLimits.countDefault),
  category: 'all',
};
