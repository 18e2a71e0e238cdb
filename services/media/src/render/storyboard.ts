import type { VideoAudience as Audience, VideoSceneKind as SceneKind } from '@claims/contracts';
import { applianceNames, readText, type ApplianceKind, type Symptom } from './words';

export type StoryboardInput = {
  /** The template's title, or nothing for a custom description (a title is made from its words). */
  title?: string;
  /** The words the preview is made of: a template's description and prompt, or the visitor's description. */
  text: string;
  audience: Audience;
  /** 0 for the first preview; Regenerate asks for the next one. */
  variation: number;
};

export type Scene = {
  kind: SceneKind;
  label: string;
  heading: string;
  caption: string;
  facts: string[];
};

export type Storyboard = {
  title: string;
  audience: Audience;
  appliance: ApplianceKind | 'home';
  /** A second appliance named in the words, drawn smaller beside the first. */
  companion?: ApplianceKind;
  symptom?: Symptom;
  scenes: Scene[];
  seed: number;
};

/** FNV-1a over the input: the same words and variation always give the same storyboard. */
export function seedOf(input: StoryboardInput): number {
  const key = `${input.audience}\u0000${input.title ?? ''}\u0000${input.text}\u0000${input.variation}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small seeded generator (mulberry32). */
export function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sceneLabels: Record<SceneKind, string> = {
  problem: 'The problem',
  diagnosis: 'Diagnosis',
  repair: 'Repair',
  outcome: 'Outcome',
};

type Lines = { heading: string; captions: string[]; facts: string[] };
type Words = { subject: string; appliance: string; symptom: string };

/** What each audience sees at each scene; `{subject}`, `{appliance}` and `{symptom}` come from the words. */
const scripts: Record<
  Audience,
  Record<Exclude<SceneKind, 'problem'>, Lines> & { problem: Omit<Lines, 'heading'> }
> = {
  customer: {
    problem: {
      captions: [
        '{subject} {symptom}. Open Claim Assist and report it from your phone in 5 minutes.',
        '{subject} {symptom}? Take a few photos or a short live video and file in 5 minutes.',
      ],
      facts: ['Report in 5 minutes', 'Photos or live video', 'No phone queues'],
    },
    diagnosis: {
      heading: 'AI checks it in 10 minutes',
      captions: [
        'AI diagnostics check the {appliance}, its model number and your coverage in 10 minutes.',
        'Your photos and video are verified in 10 minutes, with a status update at every step.',
      ],
      facts: ['Damage verified', 'Coverage confirmed', 'Live status updates'],
    },
    repair: {
      heading: 'A verified technician comes to you',
      captions: [
        'A verified technician is dispatched in 1-4 hours with the right parts for your {appliance}.',
        'The nearest licensed technician arrives in 1-4 hours and repairs the {appliance} in 2-8 hours.',
      ],
      facts: ['Dispatched in 1-4 hours', 'Licensed and insured', 'Serving Fort Worth since 2010'],
    },
    outcome: {
      heading: 'Fixed the same day',
      captions: [
        'Your {appliance} works again the same day, not in 14-30 days. Payment happens on verified completion.',
        'Repair done, checked on video and paid automatically: same day instead of 14-30 days.',
      ],
      facts: ['Same day, not 14-30 days', 'Paid on verified completion', 'Satisfaction guaranteed'],
    },
  },
  insurance: {
    problem: {
      captions: [
        'A policyholder reports that their {appliance} {symptom}, with photos and live video at first notice.',
        'First notice of loss: {subject} {symptom}. Evidence arrives with the claim, in 5 minutes.',
      ],
      facts: ['Claim filed in 5 minutes', 'Evidence at first notice', 'No adjuster visit needed'],
    },
    diagnosis: {
      heading: 'AI verification in 10 minutes',
      captions: [
        'Damage, model, claim history and fraud signals are checked before approval, in 10 minutes.',
        'Live video inspection replaces the site visit; AI flags fraud risk before any payment.',
      ],
      facts: ['80% fraud reduction', 'Checked before approval', 'Live video inspection'],
    },
    repair: {
      heading: 'Approved and dispatched automatically',
      captions: [
        'Covered repairs are approved in minutes and the nearest verified technician is dispatched.',
        'A verified technician reaches the {appliance} in 1-4 hours; your team follows every step live.',
      ],
      facts: ['Technician in 1-4 hours', 'Live status for adjusters', 'Verified network'],
    },
    outcome: {
      heading: 'Paid on verified completion',
      captions: [
        'A live video check confirms the repair and payment is released automatically.',
        'Claim closed the same day instead of 14-30 days: 90% faster in pilots, 40% lower cost.',
      ],
      facts: ['90% faster claims', '40% cost savings', 'Same day vs 14-30 days'],
    },
  },
  service_provider: {
    problem: {
      captions: [
        'New job: {subject} {symptom}. Photos and the model number arrive with the dispatch.',
        'A verified job near you: {subject} {symptom}. See the evidence before you drive.',
      ],
      facts: ['Verified jobs near you', 'Photos before you drive', 'Model number on file'],
    },
    diagnosis: {
      heading: 'Diagnose before you drive',
      captions: [
        'Review the AI diagnosis and live video, then order the right part from the dealer portal.',
        'Confirm the fault on a live video call and bring the right part on the first visit.',
      ],
      facts: ['AI diagnosis attached', 'Parts from the dealer portal', 'First-visit fixes'],
    },
    repair: {
      heading: 'Repair and document',
      captions: [
        'Fix the {appliance} and record the work with photos and a short completion video.',
        'Finish the repair, follow the photo checklist and get the customer to sign off.',
      ],
      facts: ['Photo checklist', 'Completion video', 'Customer sign-off'],
    },
    outcome: {
      heading: 'Paid on verified completion',
      captions: [
        'Payment is released on verified completion. The platform fee is 8% on completed jobs only.',
        'No more chasing invoices: you are paid when the work is verified, with an 8% fee per completed job.',
      ],
      facts: ['Paid on completion', '8% fee on completed jobs', 'Steady work'],
    },
  },
};

const subjects: Record<Audience, string> = {
  customer: 'Your {appliance}',
  insurance: "a policyholder's {appliance}",
  service_provider: "a customer's {appliance}",
};

function fill(template: string, words: Words): string {
  return template
    .replaceAll('{subject}', words.subject)
    .replaceAll('{appliance}', words.appliance)
    .replaceAll('{symptom}', words.symptom);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Shortens text to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.5 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** A title for a custom description: its first sentence with a letter or a digit (`!!! Dryer` is "Dryer"), shortened. */
export function titleFromText(text: string): string {
  const sentences = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s/);
  const firstSentence = sentences.find((sentence) => /[\p{L}\p{N}]/u.test(sentence)) ?? '';
  const title = capitalize(shorten(firstSentence.replace(/[.!?]+$/, ''), 64));
  return title || 'Your video';
}

export function buildStoryboard(input: StoryboardInput): Storyboard {
  const seed = seedOf(input);
  const random = randomFrom(seed);
  const reading = readText(`${input.title ?? ''} ${input.text}`);
  const appliance = reading.appliances[0] ?? 'home';
  const companion = reading.appliances[1];
  const words: Words = {
    subject: '',
    appliance: applianceNames[appliance],
    symptom: reading.symptomPhrase ?? 'stops working',
  };
  words.subject = fill(subjects[input.audience], words);
  const script = scripts[input.audience];
  const title = input.title ? input.title : titleFromText(input.text);
  const pick = (captions: string[]) => captions[Math.floor(random() * captions.length)];

  const problemCaption = input.title ? pick(script.problem.captions) : shorten(input.text, 150);
  const scenes: Scene[] = [
    {
      kind: 'problem',
      label: sceneLabels.problem,
      heading: title,
      caption: capitalize(fill(problemCaption, words)),
      facts: script.problem.facts,
    },
    ...(['diagnosis', 'repair', 'outcome'] as const).map((kind) => ({
      kind,
      label: sceneLabels[kind],
      heading: script[kind].heading,
      caption: capitalize(fill(pick(script[kind].captions), words)),
      facts: script[kind].facts,
    })),
  ];
  return { title, audience: input.audience, appliance, companion, symptom: reading.symptom, scenes, seed };
}
