/**
 * The validation of the public forms, loaded on demand (`useLeadForm`'s schema loaders): the schemas and the zod
 * library they need stay out of the chunks that paint the form pages.
 */
export { applicationSchemas, demoRequestSchema } from '@claims/contracts';
