import type * as Contracts from '@claims/contracts';
import { lazyResolver } from '@claims/ui';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zod's resolver on the contract schema `pick` chooses. Both load when someone starts using the form
 * (lazyResolver): the schema library is not part of any page's first load.
 */
export function contractValidation<Input extends FieldValues, Output>(
  pick: (contracts: typeof Contracts) => z.ZodType<Output, Input>,
) {
  return lazyResolver(async () => {
    const [{ zodResolver }, contracts] = await Promise.all([
      import('@hookform/resolvers/zod'),
      import('@claims/contracts'),
    ]);
    return zodResolver(pick(contracts));
  });
}

export const signInValidation = contractValidation((contracts) => contracts.signInBodySchema);
export const signUpValidation = contractValidation((contracts) => contracts.signUpBodySchema);
export const dealerLoginValidation = contractValidation((contracts) => contracts.dealerLoginBodySchema);
export const caseNoteValidation = contractValidation((contracts) => contracts.caseNoteBodySchema);
