import { buildStoryboard, titleFromText } from '../../src/render/storyboard';
import { readText } from '../../src/render/words';
import { renderFrame } from '../../src/render/frame';
import { decodePng } from '../support/png';

describe('reading the words', () => {
  it.each([
    ['My fridge is leaking onto the floor', ['refrigerator'], 'leak'],
    ['The AC blows warm air and the furnace is fine', ['hvac'], 'warm'],
    ['No hot water: the water heater pilot is out', ['water_heater'], 'cold'],
    ['The dryer makes a grinding noise; the washer is fine', ['dryer', 'washer'], 'noise'],
    ['Dishwasher will not drain after the cycle', ['dishwasher'], 'drain'],
    ['Oven smells of burning when preheating', ['oven'], 'burning'],
    ['The microwave is dead and the breaker tripped', ['microwave'], 'power'],
  ])('%s → %j, %s', (text, appliances, symptom) => {
    expect(readText(text)).toMatchObject({ appliances, symptom });
  });

  it('draws a home when no appliance is named', () => {
    expect(
      buildStoryboard({ text: 'Something in the kitchen broke', audience: 'customer', variation: 0 })
        .appliance,
    ).toBe('home');
  });
});

describe('the storyboard', () => {
  it('has four scenes: problem, diagnosis, repair, outcome, with captions from the words', () => {
    const storyboard = buildStoryboard({
      title: 'AI Damage Verification in 10 Minutes',
      text: 'A policyholder reports a leaking water heater in the garage.',
      audience: 'insurance',
      variation: 0,
    });
    expect(storyboard.scenes.map((scene) => scene.kind)).toEqual([
      'problem',
      'diagnosis',
      'repair',
      'outcome',
    ]);
    expect(storyboard.scenes[0].heading).toBe('AI Damage Verification in 10 Minutes');
    expect(storyboard.scenes[0].caption).toMatch(/water heater is leaking/);
    expect(storyboard.appliance).toBe('water_heater');
  });

  it('names the policyholder once in an insurance caption, whichever caption the variation picks', () => {
    const captions = Array.from(
      { length: 12 },
      (_, variation) =>
        buildStoryboard({
          title: 'AI Damage Verification in 10 Minutes',
          text: 'A policyholder reports a leaking water heater in the garage.',
          audience: 'insurance',
          variation,
        }).scenes[0].caption,
    );
    expect(
      captions.some((caption) => caption.startsWith('A policyholder reports that their water heater')),
    ).toBe(true);
    for (const caption of captions) expect(caption).not.toMatch(/policyholder.*policyholder/i);
  });

  it('uses a custom description as the first caption and its first sentence as the title', () => {
    const storyboard = buildStoryboard({
      text: 'My washer stops mid-cycle. Water stays in the drum.',
      audience: 'customer',
      variation: 0,
    });
    expect(storyboard.title).toBe('My washer stops mid-cycle');
    expect(storyboard.scenes[0].caption).toBe('My washer stops mid-cycle. Water stays in the drum.');
  });

  it('shortens a long first sentence at a word boundary', () => {
    expect(titleFromText(`${'word '.repeat(30)}end.`)).toMatch(/^Word word .*…$/);
    expect(titleFromText(`${'word '.repeat(30)}end.`).length).toBeLessThanOrEqual(64);
  });
});

describe('rendering', () => {
  // Real renders (the first loads the fonts) on a machine that may be busy: more than jest's default 5 s.
  jest.setTimeout(30_000);
  const input = {
    title: 'File a Claim in 5 Minutes',
    text: 'A homeowner finds the refrigerator leaking water across the kitchen floor.',
    audience: 'customer' as const,
    variation: 0,
  };

  it('gives the same bytes for the same words and variation, and different ones for the next variation', async () => {
    const first = await renderFrame(buildStoryboard(input), 0);
    const again = await renderFrame(buildStoryboard({ ...input }), 0);
    const next = await renderFrame(buildStoryboard({ ...input, variation: 1 }), 0);
    expect(again.equals(first)).toBe(true);
    expect(next.equals(first)).toBe(false);
  });

  it('draws every frame as a PNG that decodes at 1280 × 720', async () => {
    const storyboard = buildStoryboard({ ...input, audience: 'service_provider', variation: 3 });
    for (let index = 0; index < 4; index++) {
      expect(decodePng(await renderFrame(storyboard, index))).toMatchObject({ width: 1280, height: 720 });
    }
  });
});
