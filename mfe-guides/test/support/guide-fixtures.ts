import type { Guide, GuideDetail } from '@claims/contracts';

export function makeGuide(overrides: Partial<Guide> = {}): Guide {
  return {
    id: '6650f0c2a1b2c3d4e5f6aa01',
    userId: null,
    title: 'Replace the defrost heater on a Whirlpool refrigerator',
    description: 'Frost on the back wall of the freezer usually means the defrost heater has failed.',
    category: 'Refrigerators',
    difficulty: 'Moderate',
    timeRequired: '1.5 hours',
    imageUrl: null,
    toolsNeeded: ['Multimeter', '1/4-inch nut driver'],
    partsNeeded: ['Defrost heater assembly (W10140847)'],
    views: 1520,
    likes: 48,
    createdAt: '2024-05-01T12:00:00.000Z',
    ...overrides,
  };
}

export function makeGuideDetail(overrides: Partial<GuideDetail> = {}): GuideDetail {
  return {
    ...makeGuide(),
    steps: [
      {
        stepNumber: 1,
        title: 'Unplug the refrigerator',
        description: 'Pull the cord or switch off the breaker.',
        imageUrl: null,
      },
      {
        stepNumber: 2,
        title: 'Remove the evaporator cover',
        description: 'Unscrew the freezer rear panel.',
        imageUrl: null,
      },
      {
        stepNumber: 3,
        title: 'Test the defrost heater',
        description: 'Measure resistance across the leads.',
        imageUrl: null,
      },
    ],
    likedByMe: false,
    revision: 0,
    ...overrides,
  };
}
