/**
 * What the marketing forms show, without their validation: choices, field descriptors, the survey and application
 * types, and the notices. No zod here: the form pages render from these on their first paint and load the schemas
 * (marketing.ts) only when a visitor starts filling in a form.
 */

/* ------------------------------------------------------------------------------------------------
 * Choices: every dropdown's stored value with the label a visitor reads.
 * ---------------------------------------------------------------------------------------------- */

export type Choice<V extends string = string> = { readonly value: V; readonly label: string };

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

/** Name of the honeypot input: hidden from people, filled in by form-filling bots. */
export const honeypotField = 'website';

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
export type SurveyType = (typeof surveyTypes)[number];

export const surveyTypeLabels: Record<SurveyType, string> = {
  customer: 'Customer',
  insurance: 'Insurance',
  provider: 'Provider',
  store: 'Store',
  rental: 'Rental',
  recycling: 'Recycling',
};

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
  // Free text: kept for the team, left out of the public workbooks (anyone could publish anything there).
  insurance: [field('costReduction', 'Cost reduction', 'text', false, { personal: true })],
  provider: [field('expectedEarnings', 'Expected earnings', 'text', false, { personal: true })],
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
  /** When no confirmation email went out (no mail server, or it refused the message). */
  successTextWithoutEmail: "We'll contact you within 24 hours.",
  errorTitle: 'Submission Error',
  errorText: 'There was an issue submitting your request. Please try again or contact us directly.',
} as const;

/* ------------------------------------------------------------------------------------------------
 * Partner-network applications.
 * ---------------------------------------------------------------------------------------------- */

export const applicationTypes = ['provider', 'store', 'rental', 'recycling'] as const;
export type ApplicationType = (typeof applicationTypes)[number];

export const applicationTypeLabels: Record<ApplicationType, string> = {
  provider: 'Service provider',
  store: 'Appliance store',
  rental: 'Rental company',
  recycling: 'Recycling partner',
};

const addressFields = [
  field('address', 'Street Address', 'text', true, { autoComplete: 'street-address', personal: true }),
  field('city', 'City', 'text', true, { autoComplete: 'address-level2' }),
  field('state', 'State', 'text', true, { autoComplete: 'address-level1', placeholder: 'e.g. TX' }),
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
    field('specialty', 'Specialty', 'text', true, { placeholder: 'e.g. Appliance repair, HVAC' }),
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
