/**
 * Reads a preview's words: which appliances it is about and what went wrong, so the storyboard draws the right
 * machine and the right trouble. Matching is by whole words, first mention first.
 */
export const applianceKinds = [
  'refrigerator',
  'washer',
  'dryer',
  'hvac',
  'water_heater',
  'dishwasher',
  'oven',
  'microwave',
] as const;
export type ApplianceKind = (typeof applianceKinds)[number];

export const applianceNames: Record<ApplianceKind | 'home', string> = {
  refrigerator: 'refrigerator',
  washer: 'washer',
  dryer: 'dryer',
  hvac: 'AC system',
  water_heater: 'water heater',
  dishwasher: 'dishwasher',
  oven: 'oven',
  microwave: 'microwave',
  home: 'appliance',
};

const appliancePatterns: [ApplianceKind, RegExp][] = [
  ['water_heater', /\b(water[\s-]?heaters?|hot[\s-]water|tankless)\b/gi],
  ['refrigerator', /\b(refrigerators?|fridges?|freezers?|ice[\s-]?makers?)\b/gi],
  ['dishwasher', /\b(dish[\s-]?washers?)\b/gi],
  ['washer', /\b(washers?|washing[\s-]machines?|laundry)\b/gi],
  ['dryer', /\b(dryers?|lint|dryer[\s-]vents?)\b/gi],
  [
    'hvac',
    /\b(hvac|a\/?c|air[\s-]?condition(?:er|ers|ing)?|furnaces?|heat[\s-]?pumps?|thermostats?|condensers?)\b/gi,
  ],
  ['oven', /\b(ovens?|stoves?|ranges?|cooktops?|burners?)\b/gi],
  ['microwave', /\b(microwaves?)\b/gi],
];

export const symptoms = ['leak', 'warm', 'noise', 'power', 'burning', 'cold', 'drain'] as const;
export type Symptom = (typeof symptoms)[number];

const symptomPatterns: [Symptom, RegExp, string][] = [
  [
    'leak',
    /\b(leak(?:s|ing|ed)?|puddles?|flood(?:s|ing|ed)?|drip(?:s|ping)?|water damage)\b/gi,
    'is leaking',
  ],
  ['drain', /\b(not draining|won'?t drain|drain(?:s|ing)?|clog(?:s|ged)?|standing water)\b/gi, "won't drain"],
  ['warm', /\b(not cooling|warm|spoil(?:s|ed|ing)?|no cold air|not cold)\b/gi, 'is not cooling'],
  ['cold', /\b(no heat|not heating|cold water|won'?t heat|no hot water)\b/gi, 'is not heating'],
  [
    'noise',
    /\b(nois(?:e|es|y)|grinding|rattl(?:e|es|ing)|squeal(?:s|ing)?|bang(?:s|ing)?)\b/gi,
    'is making a noise',
  ],
  ['burning', /\b(burn(?:s|ing|t)?|smoke|smoking|smell(?:s)?|scorch(?:ed)?)\b/gi, 'smells of burning'],
  [
    'power',
    /\b(won'?t (?:start|turn on)|no power|dead|tripp(?:ed|ing)|breaker|not starting)\b/gi,
    "won't start",
  ],
];

export type TextReading = {
  /** Appliances in order of first mention (at most 3). */
  appliances: ApplianceKind[];
  symptom?: Symptom;
  /** The symptom in words ("is leaking"), for captions. */
  symptomPhrase?: string;
};

function firstMatches<T>(text: string, patterns: [T, RegExp, ...unknown[]][]): { value: T; index: number }[] {
  const found: { value: T; index: number }[] = [];
  for (const [value, pattern] of patterns) {
    pattern.lastIndex = 0;
    const match = pattern.exec(text);
    if (match) found.push({ value, index: match.index });
  }
  return found.sort((a, b) => a.index - b.index);
}

export function readText(text: string): TextReading {
  const appliances = firstMatches(text, appliancePatterns)
    .map((m) => m.value)
    .slice(0, 3);
  const symptom = firstMatches(text, symptomPatterns)[0]?.value;
  const symptomPhrase = symptomPatterns.find(([name]) => name === symptom)?.[2];
  return { appliances, symptom, symptomPhrase };
}
