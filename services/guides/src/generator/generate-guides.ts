import {
  generatorCategories,
  generatorCategoryToGuideCategory,
  generatorLimits,
  type GeneratorApplianceCategory,
  type GeneratorCategory,
  type GuideCategory,
  type GuideDifficulty,
  type NumberedGuideStep,
} from '@claims/contracts';
import {
  applianceKinds,
  partNumberPatterns,
  type ApplianceKind,
  type Brand,
  type RepairTemplate,
  type StepTemplate,
} from './catalog';
import { createRandom, type Random } from './random';

/** A generated guide before it is stored: the overview plus its numbered steps. */
export type GeneratedGuide = {
  title: string;
  description: string;
  category: GuideCategory;
  difficulty: GuideDifficulty;
  timeRequired: string;
  imageUrl: null;
  toolsNeeded: string[];
  partsNeeded: string[];
  views: number;
  likes: number;
  steps: NumberedGuideStep[];
};

export type GenerateGuidesOptions = {
  count: number;
  category: GeneratorCategory;
  /** Same seed, same guides; defaults to a fresh random seed. */
  seed?: number;
};

const applianceCategories = generatorCategories.filter((c): c is GeneratorApplianceCategory => c !== 'all');

/** Part-number prefixes that differ by appliance line within one manufacturer. */
const categoryPatternIndex: Partial<Record<GeneratorApplianceCategory, number>> = {
  refrigerator: 0,
  washer: 1,
  dryer: 2,
  dishwasher: 3,
  oven: 4,
  microwave: 4,
};

function fillPattern(pattern: string, random: Random): string {
  return pattern.replace(/[#@]/g, (symbol) =>
    symbol === '#' ? String(random.int(0, 9)) : String.fromCharCode(65 + random.int(0, 25)),
  );
}

function partNumber(brand: Brand, category: GeneratorApplianceCategory, random: Random): string | undefined {
  const patterns = partNumberPatterns[brand.parts];
  if (patterns.length === 0) return undefined;
  // GE and Samsung prefix part numbers by product line; the others share one numbering.
  const byLine = brand.parts === 'ge' || brand.parts === 'samsung';
  const index = byLine ? (categoryPatternIndex[category] ?? 0) : random.int(0, patterns.length - 1);
  return fillPattern(patterns[Math.min(index, patterns.length - 1)], random);
}

/** "a" or "an" by how the next word is spoken ("an LG", "an ice maker", "a GE"). */
const withArticle = (word: string) => (/^([aeiou]|LG\b)/i.test(word) ? `an ${word}` : `a ${word}`);
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function formatTime(minutes: number, random: Random): string {
  if (minutes < 60) return random.chance(0.3) ? `${minutes}-${minutes + 15} minutes` : `${minutes} minutes`;
  if (minutes === 60) return random.chance(0.3) ? 'About 1 hour' : '1 hour';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return `${hours} hours`;
  if (rest === 30) return `${hours}.5 hours`;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'} ${rest} minutes`;
}

function pickMinutes(range: readonly [number, number], random: Random): number {
  const steps = Math.floor((range[1] - range[0]) / 15);
  return range[0] + 15 * random.int(0, steps);
}

function title(
  kind: ApplianceKind,
  brand: Brand,
  model: string,
  repair: RepairTemplate,
  symptom: string,
  random: Random,
) {
  const noun = kind.noun;
  const variants = [
    () => `${repair.repair} on ${withArticle(brand.name)} ${noun}`,
    () => `${brand.name} ${model}: ${lowerFirst(repair.repair)}`,
    () => `${capitalize(noun)} ${symptom}? ${repair.repair}`,
    () => `${brand.name} ${noun} repair: ${lowerFirst(repair.repair)}`,
    () => `${repair.repair} (${brand.name} ${model})`,
    () => `How to fix ${withArticle(brand.name)} ${noun} ${symptom}`,
  ];
  // Long symptoms make clumsy headlines; those only appear in the description.
  const usable = symptom.length <= 48 ? variants : [variants[0], variants[1], variants[3], variants[4]];
  return random.pick(usable)();
}

const difficultyNotes: Record<GuideDifficulty, readonly string[]> = {
  Easy: [
    'No special skills are needed beyond basic hand tools.',
    'Most owners finish this in one sitting with tools they already have.',
    'A good first repair if you have never opened an appliance before.',
  ],
  Moderate: [
    'Plan on some disassembly; take photos as you go so reassembly is easy.',
    'You will need a multimeter and about an afternoon of patience.',
    'Label every connector you unplug; the wiring is easy to mix up.',
  ],
  Difficult: [
    'This job involves gas or stored electrical charge; if you are not comfortable with either, call a licensed technician.',
    'Work slowly and double-check every connection before restoring power.',
  ],
};

function description(
  kind: ApplianceKind,
  brand: Brand,
  model: string,
  repair: RepairTemplate,
  symptom: string,
  tools: readonly string[],
  random: Random,
) {
  const opening = random.pick([
    `Is your ${brand.name} ${kind.noun} ${symptom}?`,
    `${capitalize(withArticle(kind.noun))} ${symptom} is one of the most common service calls we see.`,
    `If your ${kind.noun} is ${symptom}, you can usually fix it yourself.`,
  ]);
  const scope = random.pick([
    `This guide shows how to ${lowerFirst(repair.repair)} on the ${brand.name} ${model}.`,
    `Written for the ${brand.name} ${model}; the same steps apply to most ${brand.name} ${kind.noun}s of this generation.`,
    `Step by step, we ${lowerFirst(repair.repair)} on ${withArticle(brand.name)} ${model}.`,
  ]);
  // A note that names a tool only for a guide that lists it.
  const notes = difficultyNotes[repair.difficulty].filter(
    (note) => !/multimeter/i.test(note) || tools.some((tool) => /multimeter/i.test(tool)),
  );
  return `${opening} ${repair.cause} ${scope} ${random.pick(notes)}`;
}

function fill(text: string, kind: ApplianceKind, brand: Brand, model: string) {
  return text.replaceAll('{brand}', brand.name).replaceAll('{model}', model).replaceAll('{noun}', kind.noun);
}

/** Safety first and check last; in between every core step and a sample of the optional ones. */
function pickSteps(kind: ApplianceKind, repair: RepairTemplate, random: Random): StepTemplate[] {
  const core = repair.steps.filter((step) => step.core).length;
  const wanted = random.int(generatorLimits.stepsMin, generatorLimits.stepsMax) - 2;
  const middleCount = Math.max(core, Math.min(wanted, repair.steps.length, generatorLimits.stepsMax - 2));
  const optional = repair.steps.filter((step) => !step.core);
  const chosenOptional = new Set(random.sample(optional, middleCount - core));
  const middle = repair.steps.filter((step) => step.core || chosenOptional.has(step));
  return [kind.safety, ...middle, kind.finish];
}

function generateOne(
  category: GeneratorApplianceCategory,
  random: Random,
): GeneratedGuide & { model: string } {
  const kind = random.pick(applianceKinds[category]);
  const brand = random.pick(kind.brands);
  const model = fillPattern(random.pick(brand.models), random);
  const repair = random.pick(kind.repairs);
  const symptom = random.pick(repair.symptoms);
  // Every tool the steps use; one marked optional only in some guides.
  const tools = repair.tools.filter((tool) => !/\(optional\)/i.test(tool) || random.next() < 0.5);
  const parts = (
    repair.parts.length > 1 ? random.sample(repair.parts, random.int(1, repair.parts.length)) : repair.parts
  ).map((part) => {
    const number = part.numbered ? partNumber(brand, category, random) : undefined;
    return number ? `${part.name} (${number})` : part.name;
  });
  const views = Math.floor(Math.exp(random.next() * 8.5));
  return {
    model,
    title: title(kind, brand, model, repair, symptom, random),
    description: description(kind, brand, model, repair, symptom, tools, random),
    category: generatorCategoryToGuideCategory[category],
    difficulty: repair.difficulty,
    timeRequired: formatTime(pickMinutes(repair.minutes, random), random),
    imageUrl: null,
    toolsNeeded: tools,
    partsNeeded: parts,
    views,
    likes: Math.floor(views * (0.01 + random.next() * 0.07)),
    steps: pickSteps(kind, repair, random).map((step, index) => ({
      stepNumber: index + 1,
      title: fill(step.title, kind, brand, model),
      description: fill(step.description, kind, brand, model),
      imageUrl: null,
    })),
  };
}

/** `title`, or when it is taken already, the same title naming the model (and then numbered), so none repeats. */
function distinctTitle(title: string, model: string, taken: Set<string>): string {
  const named = title.includes(model) ? title : `${title} (${model})`;
  let candidate = taken.has(title) ? named : title;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${named}, no. ${n}`;
  taken.add(candidate);
  return candidate;
}

/**
 * Realistic sample guides: brands, model numbers, symptoms, tools, parts, 3 to 10 steps each. No two guides of one
 * batch share a title (two alike in the library read as a mistake).
 */
export function generateGuides({ count, category, seed }: GenerateGuidesOptions): GeneratedGuide[] {
  const random = createRandom(seed ?? Math.floor(Math.random() * 2 ** 32));
  const titles = new Set<string>();
  return Array.from({ length: count }, () => {
    const { model, ...guide } = generateOne(
      category === 'all' ? random.pick(applianceCategories) : category,
      random,
    );
    return { ...guide, title: distinctTitle(guide.title, model, titles) };
  });
}
