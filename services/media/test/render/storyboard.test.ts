import { buildStoryboard, titleFromText } from '../../src/render/storyboard';
import { readText } from '../../src/render/words';
import { Resvg } from '@resvg/resvg-js';
import { frameSvg, renderFrame } from '../../src/render/frame';
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
    expect(titleFromText('?! Oven 2 is cold. Help!')).toBe('Oven 2 is cold');
    expect(titleFromText('!!!')).toBe('Your video');
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

  it('keeps a long unbroken word within the text column and the caption band, broken across lines', async () => {
    const storyboard = buildStoryboard({ ...input, title: undefined, text: 'W'.repeat(1000) });
    const pixels = async (heading: string, caption: string) => {
      const scenes = storyboard.scenes.map((scene, index) =>
        index === 0 ? { ...scene, heading, caption } : scene,
      );
      const svg = await frameSvg({ ...storyboard, scenes }, 0);
      return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render()
        .pixels;
    };
    const plain = await pixels('', '');
    const long = await pixels(storyboard.scenes[0].heading, storyboard.scenes[0].caption);
    // Where the two differ is the text: it must stay inside the 560 px text column and the caption band.
    let [left, right] = [1280, 0];
    for (let y = 112; y < 600; y++) {
      for (let x = 0; x < 1280; x++) {
        const at = (y * 1280 + x) * 4;
        if (plain[at] !== long[at] || plain[at + 1] !== long[at + 1] || plain[at + 2] !== long[at + 2]) {
          left = Math.min(left, x);
          right = Math.max(right, x);
        }
      }
    }
    expect(right).toBeGreaterThan(left);
    expect(right - left).toBeLessThanOrEqual(570);
    let [top, bottom] = [720, 0];
    for (let y = 560; y < 720; y++) {
      for (let x = 0; x < 1280; x++) {
        const at = (y * 1280 + x) * 4;
        if (plain[at] !== long[at]) [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
      }
    }
    expect(top).toBeGreaterThanOrEqual(608);
    expect(bottom).toBeLessThan(692);
  });

  it('draws every frame as a PNG that decodes at 1280 × 720', async () => {
    const storyboard = buildStoryboard({ ...input, audience: 'service_provider', variation: 3 });
    for (let index = 0; index < 4; index++) {
      expect(decodePng(await renderFrame(storyboard, index))).toMatchObject({ width: 1280, height: 720 });
    }
  });
});
