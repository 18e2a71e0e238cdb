/**
 * The video preview center's content and constants: the nine templates, the audiences, the limits and the spec's
 * messages. No zod here: the /video-ai page shows the templates without loading the schema library; media.ts builds
 * the request and job schemas on top of these and re-exports them.
 */

/** The three audiences of /video-ai, in the order the tabs show them. */
export const videoAudiences = ['customer', 'insurance', 'service_provider'] as const;
export type VideoAudience = (typeof videoAudiences)[number];

export const videoAudienceLabels: Record<VideoAudience, string> = {
  customer: 'Customers',
  insurance: 'Insurance',
  service_provider: 'Service Providers',
};

export const mediaLimits = {
  /** A custom description, after trimming: at least 1 character, at most this many. */
  descriptionMax: 1000,
  /** Regenerate asks for the next variation; variations wrap after this many. */
  variationMax: 999,
  /** A preview is a storyboard of this many frames (problem, diagnosis, repair, outcome). */
  frameCount: 4,
  frameWidth: 1280,
  frameHeight: 720,
  /** Generate All runs the 9 templates in sequence with this pause between items. */
  batchPauseMs: 2000,
  /** A job that fails this many times is marked failed with its last message. */
  maxAttempts: 3,
} as const;

export const videoSceneKinds = ['problem', 'diagnosis', 'repair', 'outcome'] as const;
export type VideoSceneKind = (typeof videoSceneKinds)[number];

export type VideoTemplate = {
  id: string;
  audience: VideoAudience;
  title: string;
  description: string;
  /** What the preview is generated from (the words the storyboard is composed of). */
  prompt: string;
};

/** The nine templates, declared once: the page shows them, the service renders them. */
export const videoTemplates: readonly VideoTemplate[] = [
  {
    id: 'customer-file-a-claim',
    audience: 'customer',
    title: 'File a Claim in 5 Minutes',
    description: 'Report a broken appliance with photos or a short live video from your phone.',
    prompt:
      'A Fort Worth homeowner finds the refrigerator leaking water across the kitchen floor, opens Claim Assist, takes photos and a 20-second live video, and files the claim in five minutes.',
  },
  {
    id: 'customer-same-day-repair',
    audience: 'customer',
    title: 'From Report to Repair the Same Day',
    description: 'What happens after you file: AI check in 10 minutes, a technician in 1-4 hours.',
    prompt:
      'A family washer stops mid-cycle and will not drain; AI verifies the claim in ten minutes, a verified technician arrives within four hours and the washer runs again that evening.',
  },
  {
    id: 'customer-technician-visit',
    audience: 'customer',
    title: 'Getting Ready for Your Technician',
    description: 'Clear access, keep the model number handy and follow the visit live.',
    prompt:
      'Before the technician arrives, a homeowner clears space around the dryer, finds the model number on the door frame and follows the technician on the live map; the dryer heats again after the repair.',
  },
  {
    id: 'insurance-ai-verification',
    audience: 'insurance',
    title: 'AI Damage Verification in 10 Minutes',
    description: 'Damage, model and fraud signals checked before approval, without a site visit.',
    prompt:
      'A policyholder reports a leaking water heater in the garage; AI checks the photos, the model and the claim history for fraud signals and the adjuster approves in ten minutes without a site visit.',
  },
  {
    id: 'insurance-live-video-inspection',
    audience: 'insurance',
    title: 'Live Video Inspection Instead of a Site Visit',
    description: 'An adjuster confirms the failure on a live call and dispatch follows at once.',
    prompt:
      'An AC condenser stops cooling during a Texas heat wave; the adjuster joins a live video inspection, confirms the failed fan motor and the nearest verified HVAC technician is dispatched.',
  },
  {
    id: 'insurance-verified-payment',
    audience: 'insurance',
    title: 'Automatic Payment on Verified Completion',
    description: 'The repair is confirmed on video and payment is released the same day.',
    prompt:
      'A dishwasher leak claim closes the same day: the technician records the completed repair on video, the platform verifies it and payment is released automatically instead of 14-30 days later.',
  },
  {
    id: 'provider-dispatched-job',
    audience: 'service_provider',
    title: 'Accepting a Dispatched Job',
    description: 'Verified jobs near you, with photos and the model number before you drive.',
    prompt:
      'A technician accepts a dispatched job for a refrigerator that is not cooling, reviews the customer photos and model number, and arrives with the right start relay.',
  },
  {
    id: 'provider-parts-ordering',
    audience: 'service_provider',
    title: 'Ordering Parts Through the Dealer Portal',
    description: 'Diagnose first, order the right part, get it delivered in 3 days.',
    prompt:
      'After diagnosing an oven that will not heat, a technician orders a bake element from the dealer portal for the case and schedules the return visit for the delivery three days later.',
  },
  {
    id: 'provider-paid-on-completion',
    audience: 'service_provider',
    title: 'Documenting a Repair for Instant Payment',
    description: 'Photo checklist, completion video, payment on verification: 8% fee on completed jobs only.',
    prompt:
      'A technician finishes a noisy microwave repair, follows the photo checklist, records a short completion video, and is paid on verified completion with the 8% platform fee.',
  },
];

export const videoTemplateIds = videoTemplates.map((template) => template.id);

/** The spec's message for an empty custom description (also the 'Error' toast's text). */
export const emptyDescriptionMessage = 'Please enter a video description';
/** A custom description past `mediaLimits.descriptionMax` (the limit itself is allowed). */
export const descriptionTooLongMessage = `Keep the description to at most ${mediaLimits.descriptionMax.toLocaleString('en-US')} characters`;

/**
 * What the preview renderer can draw: letters of the Latin (with every accent, Vietnamese included), Cyrillic and Greek
 * alphabets, digits, punctuation and common signs. Other scripts (Chinese, Arabic, …) and emoji would come out as
 * empty boxes, so a description holding them is refused with `undrawableCharactersMessage`.
 */
const drawable =
  /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Common}\p{Script=Inherited}]$/u;
const notDrawable = /[\p{Extended_Pictographic}\p{Co}\p{Cn}]/u;

/** The characters of `text` the preview cannot draw, each once, in order of appearance. */
export function undrawableCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const character of text) {
    if (/\s/.test(character)) continue;
    if (!drawable.test(character) || notDrawable.test(character)) found.add(character);
  }
  return [...found];
}

export const undrawableCharactersMessage = (characters: string[]) =>
  `The preview can only draw Latin, Cyrillic and Greek letters, digits and punctuation. Please describe it without ${characters
    .slice(0, 5)
    .join(' ')}${characters.length > 5 ? ' …' : ''}`;
/** A description of punctuation and signs alone (`!!!`, `...`) has nothing to make a title or a scene from. */
export const descriptionHasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);
export const noWordsInDescriptionMessage =
  'Please describe the video in words: the description needs at least one letter or number';

/** Shown when a preview fails without a message of its own. */
export const previewFailedMessage = 'Failed to generate video preview';
