import { z } from 'zod';

export * from './marketing-content';

/* ------------------------------------------------------------------------------------------------
 * Choices: every dropdown's stored value with the label a visitor reads.
 * ---------------------------------------------------------------------------------------------- */

export type Choice<V extends string = string> = { readonly value: V; readonly label: string };
type ValuesOf<T extends readonly Choice[]> = T[number]['value'];

function valuesOf<const T extends readonly Choice[]>(choices: T) {
  return choices.map((c) => c.value) as unknown as [ValuesOf<T>, ...ValuesOf<T>[]];
}

/** The readable label of a stored value (falls back to the value itself for old or unknown values). */
export function choiceLabel(choices: readonly Choice[], value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  return choices.find((c) => c.value === value)?.label ?? String(value);
}

export const claimDurationChoices = [
  { value: '<2weeks', label: 'Less than 2 weeks' },
  { value: '3-4weeks', label: '3-4 weeks' },
  { value: '5-8weeks', label: '5-8 weeks' },
  { value: '9-12weeks', label: '9-12 weeks' },
  { value: '>12weeks', label: 'More than 12 weeks' },
] as const;

export const satisfactionChoices = [
  { value: 'very-dissatisfied', label: 'Very dissatisfied' },
  { value: 'dissatisfied', label: 'Dissatisfied' },
  { value: 'neutral', label: 'Neutral' },
  { value: 'satisfied', label: 'Satisfied' },
  { value: 'very-satisfied', label: 'Very satisfied' },
] as const;

export const customerInterestChoices = [
  { value: 'not-interested', label: 'Not interested' },
  { value: 'somewhat', label: 'Somewhat interested' },
  { value: 'very', label: 'Very interested' },
  { value: 'extremely', label: 'Extremely interested' },
] as const;

export const insuranceRoleChoices = [
  { value: 'executive', label: 'Executive / C-suite' },
  { value: 'director', label: 'Director' },
  { value: 'manager', label: 'Manager' },
  { value: 'analyst', label: 'Analyst' },
  { value: 'other', label: 'Other' },
] as const;

export const fraudConcernChoices = [
  { value: 'not-concerned', label: 'Not concerned' },
  { value: 'somewhat', label: 'Somewhat concerned' },
  { value: 'very', label: 'Very concerned' },
  { value: 'critical', label: 'Critical issue' },
] as const;

export const processingTimeChoices = [
  { value: '<2weeks', label: 'Less than 2 weeks' },
  { value: '2-4weeks', label: '2-4 weeks' },
  { value: '4-8weeks', label: '4-8 weeks' },
  { value: '8-12weeks', label: '8-12 weeks' },
  { value: '>12weeks', label: 'More than 12 weeks' },
] as const;

export const techInterestChoices = [
  { value: 'not-interested', label: 'Not interested' },
  { value: 'exploring', label: 'Exploring options' },
  { value: 'ready', label: 'Ready to implement' },
  { value: 'urgent', label: 'Urgent need' },
] as const;

export const businessTypeChoices = [
  { value: 'hvac', label: 'HVAC' },
  { value: 'plumbing', label: 'Plumbing' },
  { value: 'electrical', label: 'Electrical' },
  { value: 'appliance', label: 'Appliance repair' },
  { value: 'general', label: 'General contractor' },
  { value: 'other', label: 'Other' },
] as const;

export const paymentDelayChoices = [
  { value: '<2weeks', label: 'Less than 2 weeks' },
  { value: '2-4weeks', label: '2-4 weeks' },
  { value: '1-2months', label: '1-2 months' },
  { value: '2-3months', label: '2-3 months' },
  { value: '>3months', label: 'More than 3 months' },
] as const;

export const jobConsistencyChoices = [
  { value: 'very-consistent', label: 'Very consistent' },
  { value: 'somewhat', label: 'Somewhat consistent' },
  { value: 'inconsistent', label: 'Inconsistent' },
  { value: 'very-inconsistent', label: 'Very inconsistent' },
] as const;

export const providerPlatformInterestChoices = [
  { value: 'not-interested', label: 'Not interested' },
  { value: 'somewhat', label: 'Somewhat interested' },
  { value: 'very', label: 'Very interested' },
  { value: 'ready', label: 'Ready to join' },
] as const;

/** Store survey inventorySize, rental survey currentInventory and both applications' inventory fields. */
export const inventorySizeChoices = [
  { value: 'small', label: 'Small (1-50 units)' },
  { value: 'medium', label: 'Medium (51-200 units)' },
  { value: 'large', label: 'Large (201-500 units)' },
  { value: 'xl', label: 'Extra large (500+ units)' },
] as const;

export const replacementVolumeChoices = [
  { value: '1-10', label: '1-10 per month' },
  { value: '11-25', label: '11-25 per month' },
  { value: '26-50', label: '26-50 per month' },
  { value: '51-100', label: '51-100 per month' },
  { value: '100+', label: '100+ per month' },
] as const;

export const deliveryCapabilityChoices = [
  { value: '10miles', label: 'Within 10 miles' },
  { value: '25miles', label: 'Within 25 miles' },
  { value: '50miles', label: 'Within 50 miles' },
  { value: '100miles', label: 'Within 100 miles' },
  { value: 'statewide', label: 'Statewide' },
] as const;

/** Store and recycling surveys share these platform-interest values. */
export const partnerPlatformInterestChoices = [
  { value: 'not-interested', label: 'Not interested' },
  { value: 'learning', label: 'Want to learn more' },
  { value: 'interested', label: 'Interested' },
  { value: 'ready', label: 'Ready to partner' },
] as const;

export const rentalPlatformInterestChoices = [
  { value: 'not-interested', label: 'Not interested' },
  { value: 'exploring', label: 'Exploring options' },
  { value: 'interested', label: 'Interested' },
  { value: 'ready', label: 'Ready to partner' },
] as const;

/** Rental survey monthlyRentals and rental application monthlyVolume. */
export const monthlyRentalsChoices = [
  { value: '1-25', label: '1-25 per month' },
  { value: '26-50', label: '26-50 per month' },
  { value: '51-100', label: '51-100 per month' },
  { value: '101-250', label: '101-250 per month' },
  { value: '250+', label: '250+ per month' },
] as const;

export const coverageAreaChoices = [
  { value: 'local', label: 'Local' },
  { value: 'regional', label: 'Regional' },
  { value: 'statewide', label: 'Statewide' },
  { value: 'multi-state', label: 'Multi-state' },
  { value: 'national', label: 'National' },
] as const;

export const certificationChoices = [
  { value: 'epa', label: 'EPA' },
  { value: 'r2', label: 'R2' },
  { value: 'estewards', label: 'e-Stewards' },
  { value: 'multiple', label: 'Multiple certifications' },
  { value: 'none', label: 'None' },
] as const;

export const monthlyCapacityChoices = [
  { value: 'small', label: 'Small (1-100 units)' },
  { value: 'medium', label: 'Medium (101-500 units)' },
  { value: 'large', label: 'Large (501-1,000 units)' },
  { value: 'xl', label: 'Extra large (1,000+ units)' },
] as const;

export const serviceAreaChoices = [
  { value: 'local', label: 'Local' },
  { value: 'county', label: 'County' },
  { value: 'regional', label: 'Regional' },
  { value: 'statewide', label: 'Statewide' },
  { value: 'multi-state', label: 'Multi-state' },
] as const;

/** Recycling survey recyclingCost and recycling application recyclingCostPerUnit (dollars per unit). */
export const recyclingCostChoices = [
  { value: 'free', label: 'Free' },
  { value: '0-25', label: '$0-25 per unit' },
  { value: '25-50', label: '$25-50 per unit' },
  { value: '50-100', label: '$50-100 per unit' },
  { value: '100+', label: '$100+ per unit' },
] as const;

export const demoUserTypeChoices = [
  { value: 'customer', label: 'Customer / Homeowner' },
  { value: 'insurance', label: 'Insurance Company' },
  { value: 'service_provider', label: 'Service Provider / Technician' },
] as const;

export const deliveryRadiusChoices = [
  { value: '10', label: '10 miles' },
  { value: '25', label: '25 miles' },
  { value: '50', label: '50 miles' },
  { value: '100', label: '100 miles' },
  { value: 'statewide', label: 'Statewide' },
] as const;

export const rentalModelChoices = [
  { value: 'rent-to-own', label: 'Rent-to-own' },
  { value: 'lease-to-own', label: 'Lease-to-own' },
  { value: 'short-term', label: 'Short-term rental' },
  { value: 'flexible', label: 'Flexible terms' },
] as const;

export const donationAcceptanceChoices = [
  { value: 'yes-partner', label: 'Yes, through partner organizations' },
  { value: 'yes-direct', label: 'Yes, directly' },
  { value: 'no', label: 'No' },
] as const;

/* ------------------------------------------------------------------------------------------------
 * Field rules. Forms send '' for an untouched optional field; the schemas turn it into "absent".
 * ---------------------------------------------------------------------------------------------- */

export const shortTextMax = 120;
export const commentsMax = 2000;

/** A missing value reads "<label> is required", like an empty one. */
const textType = (label: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`,
  });

const requiredText = (label: string, max = shortTextMax) =>
  textType(label)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max = shortTextMax) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

const emailField = textType('Email')
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .email('Enter a valid email address');

const requiredChoice = <const T extends readonly Choice[]>(choices: T, label: string) =>
  z.enum(valuesOf(choices), { error: `Choose ${label}` });

const optionalChoice = <const T extends readonly Choice[]>(choices: T, label: string) =>
  z
    .string({ error: `Choose ${label} from the list` })
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.enum(valuesOf(choices), { error: `Choose ${label} from the list` }).optional());

const phoneField = textType('Phone')
  .trim()
  .min(1, 'Phone is required')
  .max(30, 'Phone must be at most 30 characters')
  .regex(/^\+?[\d\s().-]+$/, 'Enter a valid phone number')
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return digits >= 10 && digits <= 15;
  }, 'Enter a valid phone number');

const zipCodeField = textType('ZIP code')
  .trim()
  .min(1, 'ZIP code is required')
  .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code');

const yearsOfExperienceField = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: 'Years of experience is required' })
    .int('Enter whole years')
    .min(0, 'Years of experience cannot be negative')
    .max(70, 'Years of experience must be at most 70'),
);

/* ------------------------------------------------------------------------------------------------
 * What every public submission carries besides its fields.
 * ---------------------------------------------------------------------------------------------- */

/** Name of the honeypot input: hidden from people, filled in by form-filling bots. */
export const honeypotField = 'website';

export const submissionMetaSchema = z.object({
  /** Generated once per filled-in form, so a double click or a retry is stored once. */
  idempotencyKey: z
    .string({ error: 'Idempotency key is required' })
    .regex(
      /^[A-Za-z0-9_-]{16,100}$/,
      'Idempotency key must be 16-100 letters, digits, dashes or underscores',
    ),
  [honeypotField]: z.string().max(2048).optional(),
  /** The page the form was sent from (path and query). */
  page: z.string().max(2048).optional(),
  /** Where the visitor came from (document.referrer). */
  referrer: z.string().max(2048).optional(),
});
export type SubmissionMeta = z.infer<typeof submissionMetaSchema>;

/** Answer to every accepted submission; a resubmission with the same key answers with the first one's id. */
export const submissionReceiptSchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
  duplicate: z.boolean(),
  /** A confirmation email is on its way to the visitor (false when the site has no mail server to send it). */
  confirmationEmailSent: z.boolean().optional(),
});
export type SubmissionReceipt = z.infer<typeof submissionReceiptSchema>;

/* ------------------------------------------------------------------------------------------------
 * Field descriptors: labels, input kinds and choices shared by the forms, the admin list and exports.
 * ---------------------------------------------------------------------------------------------- */

export type FieldKind = 'text' | 'email' | 'tel' | 'number' | 'select' | 'textarea';
export type FieldDescriptor = {
  readonly name: string;
  readonly label: string;
  readonly kind: FieldKind;
  readonly required: boolean;
  readonly choices?: readonly Choice[];
  readonly placeholder?: string;
  /** Browser autofill hint. */
  readonly autoComplete?: string;
  /** Part of the visitor's identity or free text: left out of the public raw-data workbooks. */
  readonly personal?: boolean;
};

const field = (
  name: string,
  label: string,
  kind: FieldKind,
  required: boolean,
  extra: Partial<Omit<FieldDescriptor, 'name' | 'label' | 'kind' | 'required'>> = {},
): FieldDescriptor => ({ name, label, kind, required, ...extra });

/* ------------------------------------------------------------------------------------------------
 * The six landing surveys.
 * Dropdowns are optional (an empty dropdown never blocks a survey), so their labels carry no *.
 * ---------------------------------------------------------------------------------------------- */

export const surveyTypes = ['customer', 'insurance', 'provider', 'store', 'rental', 'recycling'] as const;
export const surveyTypeSchema = z.enum(surveyTypes);
export type SurveyType = z.infer<typeof surveyTypeSchema>;

export const surveyTypeLabels: Record<SurveyType, string> = {
  customer: 'Customer',
  insurance: 'Insurance',
  provider: 'Provider',
  store: 'Store',
  rental: 'Rental',
  recycling: 'Recycling',
};

export const customerSurveySchema = z.object({
  name: requiredText('Name'),
  email: emailField,
  claimDuration: optionalChoice(claimDurationChoices, 'how long your last claim took'),
  satisfaction: optionalChoice(satisfactionChoices, 'your satisfaction'),
  /** Part of the survey's shape; the form offers no input for it. */
  frustrations: z.array(z.string().trim().max(shortTextMax)).max(20).optional(),
  /** Part of the survey's shape; the form offers no input for it. */
  updateFrequency: optionalText('Update frequency'),
  interest: optionalChoice(customerInterestChoices, 'your interest'),
  comments: optionalText('Comments', commentsMax),
});

export const insuranceSurveySchema = z.object({
  companyName: requiredText('Company name'),
  email: emailField,
  role: optionalChoice(insuranceRoleChoices, 'your role'),
  fraudConcern: optionalChoice(fraudConcernChoices, 'your level of fraud concern'),
  processingTime: optionalChoice(processingTimeChoices, 'the average processing time'),
  techInterest: optionalChoice(techInterestChoices, 'your interest in new technology'),
  /** Part of the survey's shape; the form offers no input for it. */
  costReduction: optionalText('Cost reduction'),
  comments: optionalText('Comments', commentsMax),
});

export const providerSurveySchema = z.object({
  name: requiredText('Name'),
  email: emailField,
  businessType: optionalChoice(businessTypeChoices, 'your business type'),
  paymentDelay: optionalChoice(paymentDelayChoices, 'your usual payment delay'),
  jobConsistency: optionalChoice(jobConsistencyChoices, 'how consistent your work is'),
  platformInterest: optionalChoice(providerPlatformInterestChoices, 'your interest in the platform'),
  /** Part of the survey's shape; the form offers no input for it. */
  expectedEarnings: optionalText('Expected earnings'),
  comments: optionalText('Comments', commentsMax),
});

export const storeSurveySchema = z.object({
  storeName: requiredText('Store name'),
  email: emailField,
  location: requiredText('Location'),
  inventorySize: optionalChoice(inventorySizeChoices, 'your inventory size'),
  replacementVolume: optionalChoice(replacementVolumeChoices, 'your replacement volume'),
  deliveryCapability: optionalChoice(deliveryCapabilityChoices, 'your delivery range'),
  platformInterest: optionalChoice(partnerPlatformInterestChoices, 'your interest in the platform'),
  comments: optionalText('Comments', commentsMax),
});

export const rentalSurveySchema = z.object({
  companyName: requiredText('Company name'),
  email: emailField,
  location: requiredText('Location'),
  currentInventory: optionalChoice(inventorySizeChoices, 'your current inventory'),
  monthlyRentals: optionalChoice(monthlyRentalsChoices, 'your monthly rentals'),
  coverageArea: optionalChoice(coverageAreaChoices, 'your coverage area'),
  platformInterest: optionalChoice(rentalPlatformInterestChoices, 'your interest in the platform'),
  comments: optionalText('Comments', commentsMax),
});

export const recyclingSurveySchema = z.object({
  companyName: requiredText('Company name'),
  email: emailField,
  location: requiredText('Location'),
  certifications: optionalChoice(certificationChoices, 'your certifications'),
  monthlyCapacity: optionalChoice(monthlyCapacityChoices, 'your monthly capacity'),
  serviceArea: optionalChoice(serviceAreaChoices, 'your service area'),
  recyclingCost: optionalChoice(recyclingCostChoices, 'your recycling cost'),
  platformInterest: optionalChoice(partnerPlatformInterestChoices, 'your interest in the platform'),
  comments: optionalText('Comments', commentsMax),
});

export const surveySchemas = {
  customer: customerSurveySchema,
  insurance: insuranceSurveySchema,
  provider: providerSurveySchema,
  store: storeSurveySchema,
  rental: rentalSurveySchema,
  recycling: recyclingSurveySchema,
} as const;

export type CustomerSurvey = z.infer<typeof customerSurveySchema>;
export type InsuranceSurvey = z.infer<typeof insuranceSurveySchema>;
export type ProviderSurvey = z.infer<typeof providerSurveySchema>;
export type StoreSurvey = z.infer<typeof storeSurveySchema>;
export type RentalSurvey = z.infer<typeof rentalSurveySchema>;
export type RecyclingSurvey = z.infer<typeof recyclingSurveySchema>;
export type SurveyAnswers<T extends SurveyType = SurveyType> = z.infer<(typeof surveySchemas)[T]>;

/** Request bodies: the survey's answers plus the submission meta fields. */
export const surveySubmissionSchemas = {
  customer: customerSurveySchema.extend(submissionMetaSchema.shape),
  insurance: insuranceSurveySchema.extend(submissionMetaSchema.shape),
  provider: providerSurveySchema.extend(submissionMetaSchema.shape),
  store: storeSurveySchema.extend(submissionMetaSchema.shape),
  rental: rentalSurveySchema.extend(submissionMetaSchema.shape),
  recycling: recyclingSurveySchema.extend(submissionMetaSchema.shape),
} as const;

const commentsField = field('comments', 'Additional Comments', 'textarea', false, { personal: true });

/** Survey form fields in the order they are shown. */
export const surveyFields: Record<SurveyType, readonly FieldDescriptor[]> = {
  customer: [
    field('name', 'Name', 'text', true, { autoComplete: 'name', personal: true }),
    field('email', 'Email', 'email', true, { autoComplete: 'email', personal: true }),
    field('claimDuration', 'How long did your last insurance claim take?', 'select', false, {
      choices: claimDurationChoices,
    }),
    field('satisfaction', 'How satisfied were you with the claims process?', 'select', false, {
      choices: satisfactionChoices,
    }),
    field('interest', 'How interested are you in a faster, AI-verified claims process?', 'select', false, {
      choices: customerInterestChoices,
    }),
    commentsField,
  ],
  insurance: [
    field('companyName', 'Company Name', 'text', true, { autoComplete: 'organization', personal: true }),
    field('email', 'Email', 'email', true, { autoComplete: 'email', personal: true }),
    field('role', 'Your Role', 'select', false, { choices: insuranceRoleChoices }),
    field('fraudConcern', 'How concerned are you about claims fraud?', 'select', false, {
      choices: fraudConcernChoices,
    }),
    field('processingTime', 'Average claim processing time', 'select', false, {
      choices: processingTimeChoices,
    }),
    field('techInterest', 'Interest in AI verification technology', 'select', false, {
      choices: techInterestChoices,
    }),
    commentsField,
  ],
  provider: [
    field('name', 'Name', 'text', true, { autoComplete: 'name', personal: true }),
    field('email', 'Email', 'email', true, { autoComplete: 'email', personal: true }),
    field('businessType', 'Business Type', 'select', false, { choices: businessTypeChoices }),
    field('paymentDelay', 'How long do you usually wait for insurance payments?', 'select', false, {
      choices: paymentDelayChoices,
    }),
    field('jobConsistency', 'How consistent is your flow of jobs?', 'select', false, {
      choices: jobConsistencyChoices,
    }),
    field('platformInterest', 'Interest in joining the network', 'select', false, {
      choices: providerPlatformInterestChoices,
    }),
    commentsField,
  ],
  store: [
    field('storeName', 'Store Name', 'text', true, { autoComplete: 'organization', personal: true }),
    field('email', 'Email', 'email', true, { autoComplete: 'email', personal: true }),
    field('location', 'Location', 'text', true, {
      placeholder: 'City, State',
      autoComplete: 'address-level2',
    }),
    field('inventorySize', 'Inventory Size', 'select', false, { choices: inventorySizeChoices }),
    field('replacementVolume', 'Monthly Replacement Volume', 'select', false, {
      choices: replacementVolumeChoices,
    }),
    field('deliveryCapability', 'Delivery Capability', 'select', false, {
      choices: deliveryCapabilityChoices,
    }),
    field('platformInterest', 'Interest in Partnership', 'select', false, {
      choices: partnerPlatformInterestChoices,
    }),
    commentsField,
  ],
  rental: [
    field('companyName', 'Company Name', 'text', true, { autoComplete: 'organization', personal: true }),
    field('email', 'Email', 'email', true, { autoComplete: 'email', personal: true }),
    field('location', 'Location', 'text', true, {
      placeholder: 'City, State',
      autoComplete: 'address-level2',
    }),
    field('currentInventory', 'Current Inventory', 'select', false, { choices: inventorySizeChoices }),
    field('monthlyRentals', 'Monthly Rentals', 'select', false, { choices: monthlyRentalsChoices }),
    field('coverageArea', 'Coverage Area', 'select', false, { choices: coverageAreaChoices }),
    field('platformInterest', 'Interest in Partnership', 'select', false, {
      choices: rentalPlatformInterestChoices,
    }),
    commentsField,
  ],
  recycling: [
    field('companyName', 'Company Name', 'text', true, { autoComplete: 'organization', personal: true }),
    field('email', 'Email', 'email', true, { autoComplete: 'email', personal: true }),
    field('location', 'Location', 'text', true, {
      placeholder: 'City, State',
      autoComplete: 'address-level2',
    }),
    field('certifications', 'Certifications', 'select', false, { choices: certificationChoices }),
    field('monthlyCapacity', 'Monthly Capacity', 'select', false, { choices: monthlyCapacityChoices }),
    field('serviceArea', 'Service Area', 'select', false, { choices: serviceAreaChoices }),
    field('recyclingCost', 'Recycling Cost', 'select', false, { choices: recyclingCostChoices }),
    field('platformInterest', 'Interest in Partnership', 'select', false, {
      choices: partnerPlatformInterestChoices,
    }),
    commentsField,
  ],
};

/** Fields kept in a survey's shape that the form never edits; shown in the admin list when present. */
export const surveyHiddenFields: Record<SurveyType, readonly FieldDescriptor[]> = {
  customer: [
    field('frustrations', 'Frustrations', 'text', false),
    field('updateFrequency', 'Update frequency', 'text', false),
  ],
  insurance: [field('costReduction', 'Cost reduction', 'text', false)],
  provider: [field('expectedEarnings', 'Expected earnings', 'text', false)],
  store: [],
  rental: [],
  recycling: [],
};

/** Notice shown when each survey is accepted (title 'Survey Submitted!'). */
export const surveySubmittedTitle = 'Survey Submitted!';
export const surveySubmittedTexts: Record<SurveyType, string> = {
  customer: 'Thank you for your valuable feedback.',
  insurance: "We'll contact you shortly with partnership details.",
  provider: "We'll reach out about joining the network.",
  store: "We'll contact you about partnership opportunities.",
  rental: "We'll reach out about rental partnership opportunities.",
  recycling: "We'll contact you about recycling partnership opportunities.",
};

/* ------------------------------------------------------------------------------------------------
 * Demo request.
 * ---------------------------------------------------------------------------------------------- */

export const demoUserTypes = valuesOf(demoUserTypeChoices);

export const demoRequestSchema = z.object({
  name: requiredText('Full Name'),
  email: textType('Work Email')
    .trim()
    .min(1, 'Work Email is required')
    .max(254, 'Work Email must be at most 254 characters')
    .email('Enter a valid email address'),
  company: requiredText('Company'),
  role: requiredText('Role/Title'),
  userType: requiredChoice(demoUserTypeChoices, 'which best describes you'),
  message: optionalText('Message', commentsMax),
});
export type DemoRequest = z.infer<typeof demoRequestSchema>;
export const demoRequestSubmissionSchema = demoRequestSchema.extend(submissionMetaSchema.shape);

export const demoRequestFields: readonly FieldDescriptor[] = [
  field('name', 'Full Name', 'text', true, { autoComplete: 'name', personal: true }),
  field('email', 'Work Email', 'email', true, { autoComplete: 'email', personal: true }),
  field('company', 'Company', 'text', true, { autoComplete: 'organization', personal: true }),
  field('userType', 'I am a', 'select', true, { choices: demoUserTypeChoices }),
  field('role', 'Role/Title', 'text', true, { autoComplete: 'organization-title' }),
  field('message', 'Message', 'textarea', false, { personal: true }),
];

export const demoRequestNotices = {
  successTitle: 'Demo Request Submitted!',
  successText: "Check your email for confirmation. We'll contact you within 24 hours.",
  errorTitle: 'Submission Error',
  errorText: 'There was an issue submitting your request. Please try again or contact us directly.',
} as const;

/* ------------------------------------------------------------------------------------------------
 * Partner-network applications.
 * ---------------------------------------------------------------------------------------------- */

export const applicationTypes = ['provider', 'store', 'rental', 'recycling'] as const;
export const applicationTypeSchema = z.enum(applicationTypes);
export type ApplicationType = z.infer<typeof applicationTypeSchema>;

export const applicationTypeLabels: Record<ApplicationType, string> = {
  provider: 'Service provider',
  store: 'Appliance store',
  rental: 'Rental company',
  recycling: 'Recycling partner',
};

export const providerApplicationSchema = z.object({
  name: requiredText('Full Name'),
  email: emailField,
  phone: phoneField,
  specialty: requiredText('Specialty'),
  experience: yearsOfExperienceField,
  location: requiredText('Service Location'),
});

export const storeApplicationSchema = z.object({
  storeName: requiredText('Store Name'),
  ownerName: requiredText('Owner Name'),
  email: emailField,
  phone: phoneField,
  address: requiredText('Street Address', 200),
  city: requiredText('City'),
  state: requiredText('State', 40),
  zipCode: zipCodeField,
  inventorySize: requiredChoice(inventorySizeChoices, 'your inventory size'),
  brands: optionalText('Brands Carried', 500),
  deliveryRadius: requiredChoice(deliveryRadiusChoices, 'your delivery radius'),
  replacementVolume: optionalChoice(replacementVolumeChoices, 'your replacement volume'),
  comments: optionalText('Additional Comments', commentsMax),
});

export const rentalApplicationSchema = z.object({
  companyName: requiredText('Company Name'),
  ownerName: requiredText('Contact Name'),
  email: emailField,
  phone: phoneField,
  address: requiredText('Street Address', 200),
  city: requiredText('City'),
  state: requiredText('State', 40),
  zipCode: zipCodeField,
  currentInventory: requiredChoice(inventorySizeChoices, 'your current inventory'),
  rentalModel: requiredChoice(rentalModelChoices, 'your rental model'),
  coverageArea: requiredChoice(coverageAreaChoices, 'your coverage area'),
  monthlyVolume: optionalChoice(monthlyRentalsChoices, 'your monthly volume'),
  comments: optionalText('Additional Comments', commentsMax),
});

export const recyclingApplicationSchema = z.object({
  companyName: requiredText('Company Name'),
  contactName: requiredText('Contact Name'),
  email: emailField,
  phone: phoneField,
  address: requiredText('Street Address', 200),
  city: requiredText('City'),
  state: requiredText('State', 40),
  zipCode: zipCodeField,
  certifications: optionalText('Certifications', 300),
  monthlyCapacity: requiredChoice(monthlyCapacityChoices, 'your monthly capacity'),
  serviceArea: requiredChoice(serviceAreaChoices, 'your service area'),
  recyclingCostPerUnit: requiredChoice(recyclingCostChoices, 'your recycling cost per unit'),
  donationAcceptance: requiredChoice(donationAcceptanceChoices, 'whether you accept donations'),
  comments: optionalText('Additional Comments', commentsMax),
});

export const applicationSchemas = {
  provider: providerApplicationSchema,
  store: storeApplicationSchema,
  rental: rentalApplicationSchema,
  recycling: recyclingApplicationSchema,
} as const;

export type ProviderApplication = z.infer<typeof providerApplicationSchema>;
export type StoreApplication = z.infer<typeof storeApplicationSchema>;
export type RentalApplication = z.infer<typeof rentalApplicationSchema>;
export type RecyclingApplication = z.infer<typeof recyclingApplicationSchema>;
export type ApplicationFields<T extends ApplicationType = ApplicationType> = z.infer<
  (typeof applicationSchemas)[T]
>;

export const applicationSubmissionSchemas = {
  provider: providerApplicationSchema.extend(submissionMetaSchema.shape),
  store: storeApplicationSchema.extend(submissionMetaSchema.shape),
  rental: rentalApplicationSchema.extend(submissionMetaSchema.shape),
  recycling: recyclingApplicationSchema.extend(submissionMetaSchema.shape),
} as const;

const addressFields = [
  field('address', 'Street Address', 'text', true, { autoComplete: 'street-address', personal: true }),
  field('city', 'City', 'text', true, { autoComplete: 'address-level2' }),
  field('state', 'State', 'text', true, { autoComplete: 'address-level1', placeholder: 'TX' }),
  field('zipCode', 'ZIP Code', 'text', true, { autoComplete: 'postal-code' }),
] as const;

/** Application form fields in the order they are shown. */
export const applicationFields: Record<ApplicationType, readonly FieldDescriptor[]> = {
  provider: [
    field('name', 'Full Name', 'text', true, { autoComplete: 'name', personal: true }),
    field('email', 'Email', 'email', true, { autoComplete: 'email', personal: true }),
    field('phone', 'Phone', 'tel', true, {
      autoComplete: 'tel',
      personal: true,
      placeholder: '(817) 555-0100',
    }),
    field('specialty', 'Specialty', 'text', true, { placeholder: 'e.g. Appliance repair, HVAC, Plumbing' }),
    field('experience', 'Years of Experience', 'number', true),
    field('location', 'Service Location', 'text', true, { placeholder: 'City, State' }),
  ],
  store: [
    field('storeName', 'Store Name', 'text', true, { autoComplete: 'organization', personal: true }),
    field('ownerName', 'Owner Name', 'text', true, { autoComplete: 'name', personal: true }),
    field('email', 'Email', 'email', true, { autoComplete: 'email', personal: true }),
    field('phone', 'Phone', 'tel', true, { autoComplete: 'tel', personal: true }),
    ...addressFields,
    field('inventorySize', 'Inventory Size', 'select', true, { choices: inventorySizeChoices }),
    field('brands', 'Brands Carried', 'text', false, { placeholder: 'e.g. Whirlpool, GE, Samsung, LG' }),
    field('deliveryRadius', 'Delivery Radius', 'select', true, { choices: deliveryRadiusChoices }),
    field('replacementVolume', 'Monthly Replacement Volume', 'select', false, {
      choices: replacementVolumeChoices,
    }),
    field('comments', 'Additional Comments', 'textarea', false, { personal: true }),
  ],
  rental: [
    field('companyName', 'Company Name', 'text', true, { autoComplete: 'organization', personal: true }),
    field('ownerName', 'Contact Name', 'text', true, { autoComplete: 'name', personal: true }),
    field('email', 'Email', 'email', true, { autoComplete: 'email', personal: true }),
    field('phone', 'Phone', 'tel', true, { autoComplete: 'tel', personal: true }),
    ...addressFields,
    field('currentInventory', 'Current Inventory', 'select', true, { choices: inventorySizeChoices }),
    field('rentalModel', 'Rental Model', 'select', true, { choices: rentalModelChoices }),
    field('coverageArea', 'Coverage Area', 'select', true, { choices: coverageAreaChoices }),
    field('monthlyVolume', 'Monthly Rental Volume', 'select', false, { choices: monthlyRentalsChoices }),
    field('comments', 'Additional Comments', 'textarea', false, { personal: true }),
  ],
  recycling: [
    field('companyName', 'Company Name', 'text', true, { autoComplete: 'organization', personal: true }),
    field('contactName', 'Contact Name', 'text', true, { autoComplete: 'name', personal: true }),
    field('email', 'Email', 'email', true, { autoComplete: 'email', personal: true }),
    field('phone', 'Phone', 'tel', true, { autoComplete: 'tel', personal: true }),
    ...addressFields,
    field('certifications', 'Certifications', 'text', false, { placeholder: 'e.g. R2, e-Stewards, EPA' }),
    field('monthlyCapacity', 'Monthly Capacity', 'select', true, { choices: monthlyCapacityChoices }),
    field('serviceArea', 'Service Area', 'select', true, { choices: serviceAreaChoices }),
    field('recyclingCostPerUnit', 'Recycling Cost per Unit', 'select', true, {
      choices: recyclingCostChoices,
    }),
    field('donationAcceptance', 'Do you accept donated appliances?', 'select', true, {
      choices: donationAcceptanceChoices,
    }),
    field('comments', 'Additional Comments', 'textarea', false, { personal: true }),
  ],
};

export const applicationSubmittedTitle = 'Application Submitted!';
export const applicationSubmittedTexts: Record<ApplicationType, string> = {
  provider: 'Thank you for applying. Our team will get back to you soon.',
  store: 'Thank you for your interest. Our team will contact you within 2 business days.',
  rental: 'Thank you for your interest. Our team will contact you within 2 business days.',
  recycling: 'Thank you for your interest. Our team will contact you within 2 business days.',
};

/* ------------------------------------------------------------------------------------------------
 * Admin: the leads list, its query, and the email outbox.
 * ---------------------------------------------------------------------------------------------- */

export const leadKinds = ['demo', 'application', 'survey'] as const;
export const leadKindSchema = z.enum(leadKinds);
export type LeadKind = z.infer<typeof leadKindSchema>;

export const leadKindLabels: Record<LeadKind, string> = {
  demo: 'Demo requests',
  application: 'Applications',
  survey: 'Survey responses',
};

/** Fields of a lead of the given kind and type, in display order. */
export function leadFields(kind: LeadKind, type?: string): readonly FieldDescriptor[] {
  if (kind === 'demo') return demoRequestFields;
  if (kind === 'application') return applicationFields[(type as ApplicationType) ?? 'provider'] ?? [];
  const surveyType = (type as SurveyType) ?? 'customer';
  return [...(surveyFields[surveyType] ?? []), ...(surveyHiddenFields[surveyType] ?? [])];
}

export const leadsMaxPageSize = 500;

export const leadsQuerySchema = z
  .object({
    kind: leadKindSchema.default('demo'),
    /** Survey or application type; ignored for demo requests. */
    type: z.string().trim().optional(),
    /** Matches any field value, case-insensitively. */
    q: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
    limit: z.coerce.number().int().min(1).max(leadsMaxPageSize).default(100),
  })
  .superRefine((query, ctx) => {
    if (query.kind === 'survey' && query.type && !(surveyTypes as readonly string[]).includes(query.type)) {
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: `Survey type must be one of ${surveyTypes.join(', ')}`,
      });
    }
    if (
      query.kind === 'application' &&
      query.type &&
      !(applicationTypes as readonly string[]).includes(query.type)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: `Application type must be one of ${applicationTypes.join(', ')}`,
      });
    }
  })
  .transform((query) => ({
    ...query,
    type:
      query.kind === 'demo'
        ? undefined
        : query.type || (query.kind === 'survey' ? surveyTypes[0] : applicationTypes[0]),
    q: query.q ? query.q : undefined,
  }));
export type LeadsQuery = z.infer<typeof leadsQuerySchema>;
export type LeadsQueryInput = z.input<typeof leadsQuerySchema>;

export const leadFieldValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  z.null(),
]);

export const leadSchema = z.object({
  id: z.string(),
  kind: leadKindSchema,
  /** Survey or application type; absent for demo requests. */
  type: z.string().optional(),
  fields: z.record(z.string(), leadFieldValueSchema),
  page: z.string().optional(),
  referrer: z.string().optional(),
  createdAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadCountsSchema = z.object({
  demo: z.number().int(),
  application: z.record(applicationTypeSchema, z.number().int()),
  survey: z.record(surveyTypeSchema, z.number().int()),
});
export type LeadCounts = z.infer<typeof leadCountsSchema>;

export const leadsListSchema = z.object({
  items: z.array(leadSchema),
  /** How many leads match the query (items holds at most `limit` of them, newest first). */
  total: z.number().int(),
  counts: leadCountsSchema,
});
export type LeadsList = z.infer<typeof leadsListSchema>;

export const outboxStatuses = ['held', 'pending', 'sending', 'sent', 'failed'] as const;
export const outboxStatusSchema = z.enum(outboxStatuses);
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

export const outboxStatusLabels: Record<OutboxStatus, string> = {
  held: 'Kept (no mail server configured)',
  pending: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** Files sent with the email (names only; a calendar invitation, a PDF). */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })).optional(),
  status: outboxStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().optional(),
  createdAt: z.string(),
  sentAt: z.string().optional(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxListSchema = z.object({
  items: z.array(outboxEmailSchema),
  total: z.number().int(),
  /** False when no SMTP server is configured: emails are kept here instead of being sent. */
  delivering: z.boolean(),
});
export type OutboxList = z.infer<typeof outboxListSchema>;

export const outboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(leadsMaxPageSize).default(100),
});
