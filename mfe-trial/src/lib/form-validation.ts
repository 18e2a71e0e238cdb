import { lazyResolver } from '@claims/ui';

// Each form's schema, and zod's resolver, load when someone starts using the form (lazyResolver):
// the schema library is not part of any page's first load.
const zodResolverModule = () => import('@hookform/resolvers/zod');
const contracts = () => import('@claims/contracts');

export const signInValidation = lazyResolver(async () => {
  const [{ zodResolver }, { signInBodySchema }] = await Promise.all([zodResolverModule(), contracts()]);
  return zodResolver(signInBodySchema);
});

export const signUpValidation = lazyResolver(async () => {
  const [{ zodResolver }, { signUpBodySchema }] = await Promise.all([zodResolverModule(), contracts()]);
  return zodResolver(signUpBodySchema);
});

export const dealerLoginValidation = lazyResolver(async () => {
  const [{ zodResolver }, { dealerLoginBodySchema }] = await Promise.all([zodResolverModule(), contracts()]);
  return zodResolver(dealerLoginBodySchema);
});

export const caseNoteValidation = lazyResolver(async () => {
  const [{ zodResolver }, { caseNoteBodySchema }] = await Promise.all([zodResolverModule(), contracts()]);
  return zodResolver(caseNoteBodySchema);
});
