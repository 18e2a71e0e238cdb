import { z } from 'zod';
import { outboxStatuses } from './outbox-status';
import { noControlCharacters, visibleText } from './text-rules';
import {
  businessTypeChoices,
  certificationChoices,
  claimDurationChoices,
  coverageAreaChoices,
  customerInterestChoices,
  deliveryCapabilityChoices,
  deliveryRadiusChoices,
  donationAcceptanceChoices,
  fraudConcernChoices,
  insuranceRoleChoices,
  inventorySizeChoices,
  jobConsistencyChoices,
  monthlyCapacityChoices,
  monthlyRentalsChoices,
  partnerPlatformInterestChoices,
  paymentDelayChoices,
  processingTimeChoices,
  providerPlatformInterestChoices,
  recyclingCostChoices,
  rentalModelChoices,
  rentalPlatformInterestChoices,
  replacementVolumeChoices,
  satisfactionChoices,
  serviceAreaChoices,
  techInterestChoices,
  applicationFields,
  applicationTypeLabels,
  applicationTypes,
  demoRequestFields,
  demoUserTypeChoices,
  honeypotField,
  surveyFields,
  surveyHiddenFields,
  surveyTypeLabels,
  surveyTypes,
  type ApplicationType,
  type Choice,
  type FieldDescriptor,
  type SurveyType,
} from './marketing-forms';

export * from './marketing-content';
export * from './marketing-forms';

type ValuesOf<T extends readonly Choice[]> = T[number]['value'];

function valuesOf<const T extends readonly Choice[]>(choices: T) {
  return choices.map((c) => c.value) as unknown as [ValuesOf<T>, ...ValuesOf<T>[]];
}

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

/** Typed text: no control characters or direction overrides (see text-rules.ts); line breaks only in long text. */
const typedText = (label: string, max: number) =>
  noControlCharacters(label, { multiline: max >= commentsMax });

const requiredText = (label: string, max = shortTextMax) =>
  textType(label)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .check(typedText(label, max), visibleText(`${label} is required`));

const optionalText = (label: string, max = shortTextMax) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .check(typedText(label, max))
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

/** A business phone: the number (10 to 15 digits), and an extension as offices write it (`ext. 5`, `x12`, `#204`). */
const businessPhonePattern = /^(\+?[\d\s().-]+?)(?:\s*(?:ext\.?|extension|x|#)\s*\d{1,6})?$/i;

const phoneField = textType('Phone')
  .trim()
  .min(1, 'Phone is required')
  .max(30, 'Phone must be at most 30 characters')
  .refine((v) => {
    const number = businessPhonePattern.exec(v)?.[1];
    const digits = number?.replace(/\D/g, '').length ?? 0;
    return digits >= 10 && digits <= 15;
  }, 'Enter a valid phone number');

const zipCodeField = textType('ZIP code')
  .trim()
  .min(1, 'ZIP code is required')
  .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code');

/** A US state or territory: its two-letter code or its name (letters, spaces, periods: "TX", "Texas", "D.C."). */
const stateField = requiredText('State', 40).regex(
  /^[A-Za-z][A-Za-z .'-]*[A-Za-z.]$/,
  'Enter a state, such as TX',
);

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
 * The six landing surveys.
 * Dropdowns are optional (an empty dropdown never blocks a survey), so their labels carry no *.
 * ---------------------------------------------------------------------------------------------- */

export const surveyTypeSchema = z.enum(surveyTypes);

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
/** What the browser sends for one survey: its answers plus the submission meta fields. */
export type SurveySubmission<T extends SurveyType = SurveyType> = z.input<
  (typeof surveySubmissionSchemas)[T]
>;

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
export type DemoRequestSubmission = z.input<typeof demoRequestSubmissionSchema>;

/* ------------------------------------------------------------------------------------------------
 * Partner-network applications.
 * ---------------------------------------------------------------------------------------------- */

export const applicationTypeSchema = z.enum(applicationTypes);

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
  state: stateField,
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
  state: stateField,
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
  state: stateField,
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
/** What the browser sends for one application: its fields plus the submission meta fields. */
export type ApplicationSubmission<T extends ApplicationType = ApplicationType> = z.input<
  (typeof applicationSubmissionSchemas)[T]
>;

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

/** Every field of each type, in order, each name once (the first type's descriptor wins). */
function unionOfFields(lists: readonly (readonly FieldDescriptor[])[]): FieldDescriptor[] {
  const byName = new Map<string, FieldDescriptor>();
  for (const list of lists)
    for (const field of list) if (!byName.has(field.name)) byName.set(field.name, field);
  return [...byName.values()];
}

/**
 * Fields of a lead of the given kind and type, in display order; without a type (leads of every type of the kind),
 * the fields of all its types.
 */
export function leadFields(kind: LeadKind, type?: string): readonly FieldDescriptor[] {
  if (kind === 'demo') return demoRequestFields;
  if (kind === 'application') {
    if (!type) return unionOfFields(applicationTypes.map((each) => applicationFields[each]));
    return applicationFields[type as ApplicationType] ?? [];
  }
  const surveyFieldsOf = (each: SurveyType) => [
    ...(surveyFields[each] ?? []),
    ...(surveyHiddenFields[each] ?? []),
  ];
  if (!type) return unionOfFields(surveyTypes.map(surveyFieldsOf));
  return surveyFieldsOf(type as SurveyType);
}

export const leadsMaxPageSize = 500;

export const leadsQuerySchema = z
  .object({
    kind: leadKindSchema.default('demo'),
    /** Survey or application type (every type of the kind when absent); ignored for demo requests. */
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
    // Without a type, leads of every type of the kind (the admin's search across every lead).
    type: query.kind === 'demo' ? undefined : query.type || undefined,
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

/** The form a survey or application came from, as its tab names it; empty for a demo request. */
export function leadTypeLabel(lead: Pick<Lead, 'kind' | 'type'>): string {
  if (!lead.type) return '';
  if (lead.kind === 'application') return applicationTypeLabels[lead.type as ApplicationType] ?? lead.type;
  if (lead.kind === 'survey') return surveyTypeLabels[lead.type as SurveyType] ?? lead.type;
  return '';
}

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
  /**
   * With a search (`q`) of applications or survey responses: how many leads of each type of the kind match it,
   * whichever type was asked for (so the board can tell where the matches are).
   */
  matchesByType: z.record(z.string(), z.number().int()).optional(),
});
export type LeadsList = z.infer<typeof leadsListSchema>;

export const outboxStatusSchema = z.enum(outboxStatuses);

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
