/**
 * The marketing site's figures and research data: shown on the landing page and printed into the
 * downloadable reports, so both always say the same thing. No zod here: the landing page imports
 * this file without pulling the schema library into its first paint.
 */

export type Figure = { readonly value: string; readonly label: string };

/** Hero claims (the Phoenix Hubs proposition). */
export const heroClaims: readonly Figure[] = [
  { value: '100K+', label: 'Tons of e-waste diverted' },
  { value: '25%', label: 'Recidivism reduction' },
  { value: '$55M', label: 'Revenue by 2030' },
];

export const traditionalInsuranceProblems = [
  {
    title: 'Slow Response',
    text: 'Claims sit in queues for weeks while a broken appliance or a leaking pipe keeps causing damage.',
  },
  {
    title: 'Needless Service Calls',
    text: 'Adjusters and technicians drive out just to look, because nobody can verify the problem remotely.',
  },
  {
    title: 'Outdated Risk Models',
    text: 'Premiums and reserves are priced on stale averages instead of verified, real-time repair data.',
  },
  {
    title: 'No Integration',
    text: 'Insurers, homeowners, technicians and suppliers work in separate systems, by phone and by email.',
  },
] as const;

export const aiProtectionSteps = [
  {
    title: 'Report & Capture',
    text: 'The customer reports the problem and captures photos or a short live video from their phone.',
  },
  {
    title: 'AI Verification',
    text: 'AI diagnostics check the damage, the appliance model and the claim history, and flag fraud risk.',
  },
  {
    title: 'Automatic Approval & Dispatch',
    text: 'Covered repairs are approved within minutes and the nearest verified technician is dispatched.',
  },
  {
    title: 'Verified Completion & Payment',
    text: 'A live video check confirms the work; payment is released automatically on verified completion.',
  },
] as const;

export type UseCase = {
  readonly id: 'insurance' | 'property' | 'warranty' | 'commercial';
  readonly label: string;
  readonly title: string;
  readonly steps: readonly string[];
  readonly results: string;
};

/** Four use-case tabs; the first (insurance claims) is selected when the page opens. */
export const useCases: readonly UseCase[] = [
  {
    id: 'insurance',
    label: 'Insurance Claims',
    title: 'Insurance claims, settled the same day',
    steps: [
      'Policyholder files the claim with photos or live video',
      'AI verifies damage, coverage and fraud signals in minutes',
      'Approved claim dispatches a verified technician automatically',
      'Payment is released when the repair is verified on video',
    ],
    results: 'Results: 90% faster claims, 80% fraud reduction, 40% cost savings',
  },
  {
    id: 'property',
    label: 'Property Management',
    title: 'Maintenance requests without the phone tag',
    steps: [
      'Tenant reports the issue from a phone, with a video of the unit',
      'AI triages urgency and identifies the appliance and the likely fault',
      'The right technician is booked into the tenant’s available window',
      'Manager approves the verified invoice from one dashboard',
    ],
    results: 'Results: 70% lower response time, 50% lower maintenance costs',
  },
  {
    id: 'warranty',
    label: 'Consumer Warranties',
    title: 'Warranty repairs customers actually enjoy',
    steps: [
      'Customer registers the claim with the model and serial number',
      'AI confirms coverage and recommends repair or replacement',
      'A local technician or store is matched, often the same day',
      'Warranty provider pays on verified completion',
    ],
    results: 'Results: 90% faster claims, 40% cost savings',
  },
  {
    id: 'commercial',
    label: 'Commercial Facilities',
    title: 'Keep kitchens, laundries and facilities running',
    steps: [
      'Facility staff flag the failing equipment with a video',
      'AI diagnoses the fault and checks parts availability',
      'Priority technician dispatch with the right parts on board',
      'Uptime, spend and repairs tracked across every site',
    ],
    results: 'Results: 30% less downtime, 70% lower response time',
  },
];

/** From report to payment: each step's duration. */
export const claimTimeline = [
  { step: 'User submits', duration: '5 min' },
  { step: 'AI verifies', duration: '10 min' },
  { step: 'Technician dispatched', duration: '1-4 hours' },
  { step: 'Work completed', duration: '2-8 hours' },
  { step: 'Auto payment', duration: 'Instant' },
] as const;
export const claimTimelineTotal = { platform: 'Same day', traditional: '14-30 days' } as const;

export const comparisonRows = [
  {
    aspect: 'Filing a claim',
    traditional: 'Phone calls and paper forms',
    platform: 'Photos or live video from a phone in 5 minutes',
  },
  {
    aspect: 'Damage verification',
    traditional: 'Adjuster site visit, days later',
    platform: 'AI verification in 10 minutes',
  },
  {
    aspect: 'Fraud detection',
    traditional: 'Manual review after payment',
    platform: 'Checked before approval, on every claim',
  },
  {
    aspect: 'Technician dispatch',
    traditional: 'Customer finds and schedules one',
    platform: 'Verified technician dispatched in 1-4 hours',
  },
  {
    aspect: 'Status updates',
    traditional: 'Only when the customer calls',
    platform: 'Live updates at every step',
  },
  { aspect: 'Payment', traditional: 'Weeks after the invoice', platform: 'Instant, on verified completion' },
  { aspect: 'Total time', traditional: '14-30 days', platform: 'Same day' },
] as const;

export const marketFigures: readonly Figure[] = [
  { value: '$15B+', label: 'Claims-technology market by 2028' },
  { value: '90%', label: 'Of insurers still run on outdated models' },
];

/* ------------------------------------------------------------------------------------------------
 * Consumer survey (the research behind the platform).
 * ---------------------------------------------------------------------------------------------- */

export type ChartDatum = { readonly label: string; readonly value: number };

export const consumerSurvey = {
  respondents: 50,
  population: 'homeowners',
  claimWindow: 'the last 3 years',
  headlineFigures: [
    { value: '50', label: 'Homeowners surveyed' },
    { value: '3 years', label: 'Claims filed within the last 3 years' },
    { value: '38%', label: 'Water damage claims' },
    { value: '32%', label: 'Storm or roof claims' },
  ] as readonly Figure[],
  /** Type of the respondent's most recent claim, percent of respondents. */
  claimTypes: [
    { label: 'Water damage', value: 38 },
    { label: 'Storm or roof', value: 32 },
    { label: 'Appliance failure', value: 18 },
    { label: 'Fire or smoke', value: 6 },
    { label: 'Other', value: 6 },
  ] as readonly ChartDatum[],
  /** How long the last claim took, number of respondents (sums to 50). */
  claimDuration: [
    { label: '< 2 weeks', value: 4 },
    { label: '3-4 weeks', value: 9 },
    { label: '5-8 weeks', value: 17 },
    { label: '9-12 weeks', value: 12 },
    { label: '> 12 weeks', value: 8 },
  ] as readonly ChartDatum[],
  /** Biggest frustrations, percent of respondents (more than one answer allowed). */
  frustrations: [
    { label: 'Slow processing', value: 72 },
    { label: 'Poor communication', value: 64 },
    { label: 'Unclear claim status', value: 58 },
    { label: 'Repeated inspections', value: 48 },
    { label: 'Low settlement offers', value: 44 },
    { label: 'Paperwork', value: 38 },
  ] as readonly ChartDatum[],
  /** Satisfaction with the claims process, number of respondents (sums to 50). */
  satisfaction: [
    { label: 'Very dissatisfied', value: 10 },
    { label: 'Dissatisfied', value: 14 },
    { label: 'Neutral', value: 12 },
    { label: 'Satisfied', value: 10 },
    { label: 'Very satisfied', value: 4 },
  ] as readonly ChartDatum[],
  /** How often the insurer sent updates, number of respondents (sums to 50). */
  updateFrequency: [
    { label: 'Never', value: 12 },
    { label: 'Only when I called', value: 18 },
    { label: 'Monthly', value: 9 },
    { label: 'Weekly', value: 8 },
    { label: 'Daily', value: 3 },
  ] as readonly ChartDatum[],
  /** Concerns about AI- and video-based claims, percent of respondents. */
  concerns: [
    { label: 'Data privacy', value: 46 },
    { label: 'Accuracy of AI assessment', value: 40 },
    { label: 'Losing a human contact', value: 34 },
    { label: 'Using video on a phone', value: 18 },
  ] as readonly ChartDatum[],
  /** Interest in a faster, AI-verified claims process, number of respondents (sums to 50). */
  interest: [
    { label: 'Not interested', value: 3 },
    { label: 'Somewhat', value: 11 },
    { label: 'Very', value: 20 },
    { label: 'Extremely', value: 16 },
  ] as readonly ChartDatum[],
  /** Average importance of each feature on a 1-5 scale. */
  featureScores: [
    { label: 'Real-time claim status tracking', value: 4.52 },
    { label: 'Same-day technician dispatch', value: 4.38 },
    { label: 'AI damage assessment from photos', value: 4.25 },
    { label: 'Live video inspection', value: 3.92 },
    { label: 'Automatic payment on completion', value: 3.87 },
    { label: 'Digital document upload', value: 3.75 },
  ] as readonly ChartDatum[],
  /** Improvements respondents want most, percent of respondents. */
  desiredImprovements: [
    { label: 'Faster claim decisions', value: 78 },
    { label: 'Proactive status updates', value: 66 },
    { label: 'One point of contact', value: 52 },
    { label: 'Transparent settlement', value: 48 },
    { label: 'Vetted contractors', value: 40 },
  ] as readonly ChartDatum[],
  /** How a faster, transparent process would change their view of the insurer, percent of respondents. */
  insurerView: [
    { label: 'Much more favorable', value: 42 },
    { label: 'Somewhat more favorable', value: 36 },
    { label: 'No change', value: 18 },
    { label: 'Less favorable', value: 4 },
  ] as readonly ChartDatum[],
} as const;

/* ------------------------------------------------------------------------------------------------
 * Traction and roadmap.
 * ---------------------------------------------------------------------------------------------- */

export const tractionFigures: readonly Figure[] = [
  { value: '$1.5M', label: 'Seed round target' },
  { value: '3', label: 'Insurance partners in the pipeline' },
  { value: '50+', label: 'Verified technicians' },
  { value: '90%', label: 'Faster claims in pilots' },
];

export type RoadmapStatus = 'active' | 'upcoming' | 'future';
export const roadmapStatusLabels: Record<RoadmapStatus, string> = {
  active: 'IN PROGRESS',
  upcoming: 'UPCOMING',
  future: 'FUTURE',
};

export const roadmap: readonly {
  period: string;
  status: RoadmapStatus;
  title: string;
  items: readonly string[];
}[] = [
  {
    period: '2024 Q3-Q4',
    status: 'active',
    title: 'Pilot & Seed',
    items: [
      'Pilots with Fort Worth insurers and property managers',
      'Verified technician network in North Texas',
      'Close the $1.5M seed round',
    ],
  },
  {
    period: '2025 Q1-Q2',
    status: 'upcoming',
    title: 'Texas Expansion',
    items: [
      'Dallas, Houston and Austin networks',
      'First insurer integration in production',
      'Store and rental partner onboarding',
    ],
  },
  {
    period: '2025 Q3-Q4',
    status: 'upcoming',
    title: 'Phoenix Hubs',
    items: [
      'First refurbishment and recycling hub',
      'Second-chance hiring and training program',
      'Carbon credit verification',
    ],
  },
  {
    period: '2026',
    status: 'future',
    title: 'National Scale',
    items: [
      'Multi-state insurer partnerships',
      'Nationwide replacement network',
      'Toward $55M revenue by 2030',
    ],
  },
];

/* ------------------------------------------------------------------------------------------------
 * Phoenix Hubs: the circularity proposition (printed in the carbon-credit proposal).
 * ---------------------------------------------------------------------------------------------- */

export const phoenixHubs = {
  name: 'Phoenix Hubs',
  summary:
    'Phoenix Hubs turn e-waste and incarceration into refurbishment, carbon credits and second chances: appliances and electronics that would go to landfill are repaired, refurbished or responsibly recycled by technicians trained through second-chance hiring.',
  pillars: [
    {
      title: 'Refurbishment',
      text: 'Repairable appliances return to homes through the replacement network and rental partners.',
    },
    {
      title: 'Certified recycling',
      text: 'Non-repairable units are dismantled by certified recyclers; materials are recovered, not dumped.',
    },
    {
      title: 'Carbon credits',
      text: 'Every diverted ton is measured and verified, creating carbon credits for partners.',
    },
    {
      title: 'Second chances',
      text: 'Returning citizens are trained as technicians, cutting recidivism and filling a skills gap.',
    },
  ],
} as const;

/* ------------------------------------------------------------------------------------------------
 * Downloadable resources (served from the site root by file name).
 * ---------------------------------------------------------------------------------------------- */

export const resourceFileNames = [
  'carbon-credit-circularity-proposal.pdf',
  'consumer-survey-full-report.pdf',
  'insurance-provider-survey-raw-data.xlsx',
  'technician-survey-raw-data.xlsx',
] as const;
export type ResourceFileName = (typeof resourceFileNames)[number];

export type ResourceFile = {
  readonly fileName: ResourceFileName;
  readonly title: string;
  readonly description: string;
  readonly fileType: 'PDF' | 'Excel';
  readonly highlights: readonly string[];
};

export const resourceFiles: readonly ResourceFile[] = [
  {
    fileName: 'carbon-credit-circularity-proposal.pdf',
    title: 'Carbon Credit & Circularity Proposal',
    description:
      'How Phoenix Hubs turn e-waste into refurbished appliances, verified carbon credits and second chances.',
    fileType: 'PDF',
    highlights: ['100K+ tons of e-waste diverted', '25% recidivism reduction', '$55M revenue by 2030'],
  },
  {
    fileName: 'consumer-survey-full-report.pdf',
    title: 'Consumer Survey Full Report',
    description:
      'What 50 homeowners told us about their insurance claims in the last 3 years, with every chart.',
    fileType: 'PDF',
    highlights: ['50 homeowners surveyed', 'Feature scores out of 5', 'Responses collected on this site'],
  },
  {
    fileName: 'insurance-provider-survey-raw-data.xlsx',
    title: 'Insurance Provider Survey Raw Data',
    description:
      'Every response to the insurance survey on this site, one row per response, with a summary sheet.',
    fileType: 'Excel',
    highlights: [
      'Fraud concern and processing time',
      'Interest in AI verification',
      'Contact details removed',
    ],
  },
  {
    fileName: 'technician-survey-raw-data.xlsx',
    title: 'Technician Survey Raw Data',
    description:
      'Every response to the service provider survey on this site, one row per response, with a summary sheet.',
    fileType: 'Excel',
    highlights: [
      'Payment delays and job consistency',
      'Interest in joining the network',
      'Contact details removed',
    ],
  },
];
