/**
 * The seven pitch decks: shown on /pitch-decks and printed into each deck's PDF by the media service, so the
 * page and the download always say the same thing. Figures come from the landing page's own content
 * (marketing-content.ts) where the landing states them. No zod here: the deck viewer loads only this file.
 */
import {
  claimTimelineTotal,
  heroClaims,
  marketFigures,
  tractionFigures,
  type Figure,
} from './marketing-content';
import { site } from './site';

export const pitchDeckIds = [
  'investor',
  'customer',
  'insurance',
  'service_provider',
  'appliance_store',
  'rental_company',
  'recycling_partner',
] as const;
export type PitchDeckId = (typeof pitchDeckIds)[number];

export type PitchSlide = {
  readonly title: string;
  readonly subtitle?: string;
  readonly bullets: readonly string[];
  readonly figures?: readonly Figure[];
  /** What the presenter says; only the investor deck has them (none on slides 7 and 9). */
  readonly talkingPoints?: string;
};

export type PitchDeck = {
  readonly id: PitchDeckId;
  /** Chooser label ("Investor"). */
  readonly name: string;
  /** Who it is for, under the chooser label. */
  readonly audience: string;
  /** The deck's colour on screen and in the PDF. */
  readonly color: string;
  readonly slides: readonly PitchSlide[];
};

/** The platform's fees, as the decks state them (marketing copy, not product limits). */
export const platformFees = {
  completedJobFeePercent: 8,
  storeCommissionPercent: 5,
  rentalCommissionPercent: 6,
  seedAsk: '$1.5M',
} as const;

const fees = platformFees;

const investor: PitchDeck = {
  id: 'investor',
  color: '#1d4ed8',
  name: 'Investor',
  audience: 'Seed round',
  slides: [
    {
      title: 'Claim Assist',
      subtitle: `${site.tagline}: appliance claims settled the same day`,
      bullets: [
        'AI diagnostics, live video checks, automatic approval and dispatch, payment on verified completion',
        `Built on an appliance-service business serving ${site.city} since ${site.servingSince}`,
        `Raising a ${fees.seedAsk} seed round`,
      ],
      figures: heroClaims,
      talkingPoints:
        'We turn a 14-30 day appliance claim into a same-day repair. We are not a software vendor guessing at the field: the platform grew out of a Fort Worth repair shop that has fixed appliances since 2010, and it already runs real jobs.',
    },
    {
      title: 'The problem: claims take 14-30 days',
      subtitle: 'Insurers, homeowners and technicians still work by phone, paper and site visits',
      bullets: [
        'Slow response: claims sit in queues while the damage keeps spreading',
        'Needless service calls: adjusters drive out just to look',
        'Outdated risk models priced on stale averages',
        'No integration between insurers, homeowners, technicians and suppliers',
        '72% of surveyed homeowners name slow processing as their biggest frustration',
      ],
      talkingPoints:
        'In our survey of 50 homeowners, the most common claim took 5 to 8 weeks and 72% said slow processing was the worst part. Every extra day is a leaking water heater or a spoiled fridge, and a policyholder shopping for a new insurer.',
    },
    {
      title: 'The solution: four steps, one platform',
      bullets: [
        'Report & Capture: photos or a short live video from the phone, in 5 minutes',
        'AI Verification: damage, model, claim history and fraud signals, in 10 minutes',
        'Automatic Approval & Dispatch: the nearest verified technician in 1-4 hours',
        'Verified Completion & Payment: a live video check releases payment instantly',
      ],
      talkingPoints:
        'Each step replaces a phone call or a site visit. The evidence captured at first notice feeds the AI check, the AI check feeds approval, and the completion video is what releases the money, so nobody waits on paperwork.',
    },
    {
      title: `Same day instead of ${claimTimelineTotal.traditional}`,
      bullets: [
        'User submits: 5 min',
        'AI verifies: 10 min',
        'Technician dispatched: 1-4 hours',
        'Work completed: 2-8 hours',
        'Auto payment: instant',
      ],
      figures: [
        { value: claimTimelineTotal.platform, label: 'With Claim Assist' },
        { value: claimTimelineTotal.traditional, label: 'Traditional claims' },
      ],
      talkingPoints:
        'Add up the steps and a claim reported in the morning is repaired and paid the same day. The traditional path takes 14 to 30 days. That gap is the product.',
    },
    {
      title: 'Market opportunity',
      subtitle: 'Claims technology is being rebuilt, and appliances are the everyday claim',
      bullets: [
        'Claims-technology market above $15B by 2028',
        '90% of insurers still run on outdated models',
        'Water damage (38%) and storm or roof (32%) lead homeowner claims; appliance failures are the daily tail',
        'Home warranties, property managers and commercial facilities buy the same repair workflow',
      ],
      figures: marketFigures,
      talkingPoints:
        'The market is large and the incumbents are slow: nine in ten insurers still run on outdated models. We start where claims are frequent and verifiable, appliances and water damage, and expand into property management and commercial facilities with the same workflow.',
    },
    {
      title: 'Business model',
      subtitle: 'We earn when a job is completed or a unit is placed',
      bullets: [
        `${fees.completedJobFeePercent}% platform fee on completed repair jobs`,
        `${fees.storeCommissionPercent}% commission on replacement appliances sold through partner stores`,
        `${fees.rentalCommissionPercent}% commission on units placed through rental partners`,
        'Carbon credits from verified e-waste diversion at the Phoenix Hubs',
      ],
      figures: [
        { value: `${fees.completedJobFeePercent}%`, label: 'Fee on completed jobs' },
        { value: `${fees.storeCommissionPercent}%`, label: 'Store commission' },
        { value: `${fees.rentalCommissionPercent}%`, label: 'Rental commission' },
      ],
      talkingPoints:
        'Revenue follows outcomes: 8% on every completed job, 5% when a partner store sells a replacement and 6% when a rental partner places a unit. Nobody pays us for a claim that goes nowhere, which is exactly why insurers and technicians sign up.',
    },
    {
      title: 'What homeowners told us',
      subtitle: 'Consumer survey: 50 homeowners with a claim in the last 3 years',
      bullets: [
        'Most claims took 5-8 weeks; only 4 of 50 closed within 2 weeks',
        '78% want faster claim decisions; 66% want proactive status updates',
        'Real-time status tracking scored 4.52 out of 5, same-day dispatch 4.38',
        '78% would view their insurer more favorably after a faster, transparent claim',
      ],
      figures: [
        { value: '50', label: 'Homeowners surveyed' },
        { value: '38%', label: 'Water damage claims' },
        { value: '32%', label: 'Storm or roof claims' },
      ],
    },
    {
      title: 'Traction',
      bullets: [
        '3 insurance partners in the pipeline',
        '50+ verified technicians in North Texas',
        '90% faster claims in pilots',
        '156+ repair guides and 100K+ technical documents in the community library',
      ],
      figures: tractionFigures,
      talkingPoints:
        'Pilots cut claim time by 90%. Three insurers are in the pipeline, over fifty verified technicians take jobs today, and the repair library keeps technicians coming back between jobs.',
    },
    {
      title: 'Phoenix Hubs',
      subtitle: 'E-waste and incarceration turned into refurbishment, carbon credits and second chances',
      bullets: [
        'Repairable units are refurbished and return through stores and rental partners',
        'Non-repairable units are recycled by certified partners and measured for carbon credits',
        'Returning citizens are trained as technicians through second-chance hiring',
      ],
      figures: heroClaims,
    },
    {
      title: 'Roadmap',
      bullets: [
        '2024 Q3-Q4 (in progress): pilots with Fort Worth insurers and property managers; close the seed',
        '2025 Q1-Q2: Dallas, Houston and Austin networks; first insurer integration in production',
        '2025 Q3-Q4: the first Phoenix Hub; carbon credit verification',
        '2026: multi-state insurer partnerships and a nationwide replacement network',
      ],
      figures: [{ value: '$55M', label: 'Revenue target by 2030' }],
      talkingPoints:
        'We prove the model in Fort Worth, copy it across the Texas metros in 2025, open the first Phoenix Hub in the second half, and take the insurer partnerships multi-state in 2026, on the way to $55M in revenue by 2030.',
    },
    {
      title: `The ask: ${fees.seedAsk} seed`,
      subtitle: 'Eighteen months to a production insurer integration in three Texas metros',
      bullets: [
        '40% product: AI verification, live video and insurer integrations',
        '30% network: technicians, partner stores and rental companies across Texas',
        '20% go-to-market with insurers and property managers',
        '10% the first Phoenix Hub',
      ],
      figures: [{ value: fees.seedAsk, label: 'Seed round target' }],
      talkingPoints:
        'We are raising $1.5M. It takes us from three pipeline insurers to a production integration and from one metro to three. We would like you in the round: let us send the data room and set up a call with our pilot partners.',
    },
  ],
};

const customer: PitchDeck = {
  id: 'customer',
  color: '#2563eb',
  name: 'Customer',
  audience: 'Homeowners and renters',
  slides: [
    {
      title: 'Appliance trouble, fixed the same day',
      subtitle: `Claim Assist, from the repair shop serving ${site.city} since ${site.servingSince}`,
      bullets: [
        'Report from your phone',
        'A verified technician at your door in 1-4 hours',
        'Paid on verified completion',
      ],
    },
    {
      title: 'The old way takes 14-30 days',
      bullets: [
        'Phone queues and paper forms',
        'An adjuster visit days later, just to look',
        'No idea where your claim stands',
        'Meanwhile the fridge is warm and the floor is wet',
      ],
    },
    {
      title: 'How it works',
      bullets: [
        'Report: photos or a short live video, 5 minutes',
        'AI check: damage and coverage verified in 10 minutes',
        'Technician dispatched: 1-4 hours',
        'Work completed: 2-8 hours, payment handled automatically',
      ],
      figures: [
        { value: 'Same day', label: 'Typical repair' },
        { value: '14-30 days', label: 'Traditional claim' },
      ],
    },
    {
      title: 'What you can count on',
      bullets: [
        'Licensed and insured, verified technicians',
        'Live status updates at every step',
        'Satisfaction guaranteed',
        'Flat $99 service call when you book a technician directly',
      ],
    },
    {
      title: 'More than repairs',
      bullets: [
        'Recycling pickup for old appliances, booked online',
        'Cash for working electronics, free recycling for the rest',
        '156+ free repair guides for small fixes',
      ],
    },
    {
      title: 'Get started',
      bullets: [
        'Request service at /request-tech',
        `Call ${site.phoneDisplay}`,
        'Same-day appointments available',
      ],
    },
  ],
};

const insurance: PitchDeck = {
  id: 'insurance',
  color: '#047857',
  name: 'Insurance',
  audience: 'Insurers and warranty companies',
  slides: [
    {
      title: 'Settle appliance claims the same day',
      subtitle: 'AI verification, live video inspection and verified payment for insurers',
      bullets: ['Fewer site visits', 'Fraud checked before approval', 'Happier policyholders'],
    },
    {
      title: 'Why claims are slow today',
      bullets: [
        'Adjuster site visits for damage a video could show',
        'Fraud found after payment, not before',
        'Risk models built on stale averages: 90% of insurers run on outdated models',
        '72% of surveyed homeowners call slow processing their biggest frustration',
      ],
    },
    {
      title: 'The platform',
      bullets: [
        'First notice of loss with photos and live video in 5 minutes',
        'AI verification of damage, model, history and fraud signals in 10 minutes',
        'Automatic approval within your rules and dispatch to verified technicians',
        'Payment released on a verified completion video',
      ],
    },
    {
      title: 'Results in pilots',
      bullets: ['90% faster claims', '80% fraud reduction', '40% cost savings'],
      figures: [
        { value: '90%', label: 'Faster claims' },
        { value: '80%', label: 'Fraud reduction' },
        { value: '40%', label: 'Cost savings' },
      ],
    },
    {
      title: 'Fits your systems',
      bullets: [
        'Claims arrive in your core system through an API, with the evidence attached',
        'Live status for adjusters and policyholders alike',
        'Verified repair data to price risk on what actually fails',
      ],
    },
    {
      title: 'Join the pilot',
      bullets: [
        '3 insurers already in the pipeline',
        '50+ verified technicians ready in North Texas',
        'Request a demo: we reply within 24 hours',
      ],
    },
  ],
};

const serviceProvider: PitchDeck = {
  id: 'service_provider',
  color: '#c2410c',
  name: 'Service Provider',
  audience: 'Technicians and repair companies',
  slides: [
    {
      title: 'Verified jobs, paid on completion',
      subtitle: 'Join the Claim Assist technician network',
      bullets: [
        'Insurance and warranty jobs near you',
        'See the problem before you drive',
        'Paid when the work is verified',
      ],
    },
    {
      title: 'The grind you know',
      bullets: [
        'Payments that take months',
        'Weeks with no jobs, then too many',
        'Trips wasted on the wrong part',
      ],
    },
    {
      title: 'How it works',
      bullets: [
        'Accept a dispatched job with photos, video and the model number',
        'Diagnose on a live call and order parts through the dealer portal',
        'Repair, follow the photo checklist and record a short completion video',
        'Payment releases on verified completion',
      ],
    },
    {
      title: 'Simple economics',
      bullets: [
        `${fees.completedJobFeePercent}% fee on completed jobs only`,
        'No fee for jobs you decline or that do not go ahead',
        'Parts delivered 3 days after ordering',
      ],
      figures: [{ value: `${fees.completedJobFeePercent}%`, label: 'Fee on completed jobs only' }],
    },
    {
      title: 'Tools that come with it',
      bullets: [
        '156+ repair guides and 100K+ service manuals, wiring diagrams and tech sheets',
        'Karma points when other technicians find your guides helpful',
        'Free membership during launch',
      ],
    },
    {
      title: 'Join the network',
      bullets: [
        '50+ verified technicians already on board',
        'Apply at /join-network',
        'We get back to you soon',
      ],
    },
  ],
};

const applianceStore: PitchDeck = {
  id: 'appliance_store',
  color: '#7c3aed',
  name: 'Appliance Store',
  audience: 'Appliance store owners',
  slides: [
    {
      title: 'Replacement sales, delivered to your store',
      subtitle: 'When a repair is not worth it, the claim needs a new appliance today',
      bullets: [
        'Insurance-approved replacements',
        'Local delivery by your team',
        'Paid on verified delivery',
      ],
    },
    {
      title: 'The opportunity',
      bullets: [
        'Every claim that ends in a replacement is a sale looking for a local store',
        'Insurers want it delivered fast, at an approved price',
        'Homeowners want it installed and the old unit hauled away',
      ],
    },
    {
      title: 'How it works',
      bullets: [
        'A replacement request arrives with the model, budget and address',
        'You confirm stock and the delivery window',
        'You deliver and install; the old unit goes to certified recycling',
        'Payment releases on verified delivery',
      ],
    },
    {
      title: 'Commission',
      bullets: [
        `${fees.storeCommissionPercent}% commission on completed replacement sales only`,
        'No listing or monthly fees',
        'Refurbished units welcome where the policy allows',
      ],
      figures: [{ value: `${fees.storeCommissionPercent}%`, label: 'Commission on completed sales' }],
    },
    {
      title: 'Featured member',
      subtitle: site.featuredMember.name,
      bullets: [
        site.featuredMember.description,
        site.featuredMember.address,
        site.featuredMember.phoneDisplay,
      ],
    },
    {
      title: 'Join the store network',
      bullets: ['Apply at /join-store-network', 'We contact you within 2 business days'],
    },
  ],
};

const rentalCompany: PitchDeck = {
  id: 'rental_company',
  color: '#0f766e',
  name: 'Rental Company',
  audience: 'Rent-to-own and leasing companies',
  slides: [
    {
      title: 'Place more units, faster',
      subtitle: 'Rent-to-own placements for claim customers who need an appliance now',
      bullets: [
        'Qualified customers from claims',
        'Refurbished inventory from the Phoenix Hubs',
        'Paid per placement',
      ],
    },
    {
      title: 'The opportunity',
      bullets: [
        'Not every claim is covered, but the need is the same: a working appliance today',
        'Rent-to-own bridges the gap until the claim or the budget allows',
        'Refurbished units keep your inventory costs down',
      ],
    },
    {
      title: 'How it works',
      bullets: [
        'A customer chooses rent-to-own or lease-to-own in the claim flow',
        'You approve and schedule delivery in your coverage area',
        'Placement is verified on delivery; repairs go to network technicians',
      ],
    },
    {
      title: 'Commission',
      bullets: [
        `${fees.rentalCommissionPercent}% commission on completed placements only`,
        'Network technicians for in-term repairs',
        'Certified recycling for units at end of life',
      ],
      figures: [{ value: `${fees.rentalCommissionPercent}%`, label: 'Commission on completed placements' }],
    },
    {
      title: 'Join the rental network',
      bullets: ['Apply at /join-rental-network', 'We contact you within 2 business days'],
    },
  ],
};

const recyclingPartner: PitchDeck = {
  id: 'recycling_partner',
  color: '#15803d',
  name: 'Recycling Partner',
  audience: 'Certified recyclers and refurbishers',
  slides: [
    {
      title: 'Steady volume, verified diversion',
      subtitle: 'Recycle and refurbish the appliances our network replaces',
      bullets: ['Pickups routed to you', 'Every ton measured', 'Carbon credits shared'],
    },
    {
      title: 'Phoenix Hubs',
      bullets: [
        'Repairable units are refurbished and return to homes',
        'Non-repairable units are dismantled by certified partners',
        'Returning citizens are trained as technicians',
      ],
      figures: heroClaims,
    },
    {
      title: 'How it works',
      bullets: [
        'Replaced appliances and customer pickups are routed to your facility',
        'You report weights and materials recovered',
        'Diversion is verified for carbon credits',
      ],
    },
    {
      title: 'What we look for',
      bullets: [
        'EPA, R2 or e-Stewards certification',
        'Capacity from 100 units a month',
        'Coverage in North Texas',
      ],
    },
    {
      title: 'Join the recycling network',
      bullets: [
        'Apply at /join-recycling-network',
        'Schedule a pickup at /abby-recycling',
        'We contact you within 2 business days',
      ],
    },
  ],
};

/** The decks in the chooser's order. */
export const pitchDecks: readonly PitchDeck[] = [
  investor,
  customer,
  insurance,
  serviceProvider,
  applianceStore,
  rentalCompany,
  recyclingPartner,
];

export function findPitchDeck(id: string): PitchDeck | undefined {
  return pitchDecks.find((deck) => deck.id === id);
}
