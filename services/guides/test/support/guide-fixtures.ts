import type { UpdateGuideBody } from '@claims/contracts';

/** A complete, valid guide body (an edit may add its `revision`); tests override what they check. */
export function guideBody(overrides: Partial<UpdateGuideBody> = {}): UpdateGuideBody {
  return {
    title: 'Replace the door gasket on a Whirlpool refrigerator',
    description: 'A torn gasket lets warm air in; this swaps it for a new one.',
    category: 'Refrigerators',
    difficulty: 'Easy',
    timeRequired: '30 minutes',
    imageUrl: '',
    toolsNeeded: ['Phillips screwdriver', 'Hair dryer'],
    partsNeeded: ['Door gasket (W10830162)'],
    steps: [
      { title: 'Unplug the refrigerator', description: 'Pull the cord or switch off the breaker.' },
      {
        title: 'Peel off the old gasket',
        description: 'Loosen the retainer screws and pull the gasket out.',
      },
      { title: 'Press in the new gasket', description: 'Start at the top corners and work down both sides.' },
    ],
    ...overrides,
  };
}

/**
 * A `repair_guides` document as an earlier version stored it, without the fields made from others (title prefixes,
 * list card), to write through the driver; `extra` adds or replaces fields.
 */
export function olderStoredGuide(title: string, description: string, extra: Record<string, unknown> = {}) {
  return {
    userId: null,
    title,
    description,
    category: 'Washers',
    difficulty: 'Easy',
    timeRequired: '',
    imageUrl: null,
    toolsNeeded: [],
    partsNeeded: [],
    views: 0,
    likes: 0,
    createdAt: new Date(),
    ...extra,
  };
}
