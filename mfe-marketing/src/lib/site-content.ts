// The landing page's first paint must not carry the schema library: these two contracts files have no zod in them,
// while the package's index pulls every schema in.
export * from '@claims/contracts/src/site';
export * from '@claims/contracts/src/marketing-content';
