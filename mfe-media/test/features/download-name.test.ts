import { downloadName } from '../../src/features/video-previews/components/storyboard-player';

describe("a preview picture's file name", () => {
  it.each([
    ['Samsung: the compressor clicks and stops', 1, 'samsung-the-compressor-clicks-and-stops.png'],
    ['Стиральная машина не отжимает', 3, 'стиральная-машина-не-отжимает-scene-3.png'],
    ['Máy giặt không vắt được', 1, 'máy-giặt-không-vắt-được.png'],
    ['!!!', 2, 'video-preview-scene-2.png'],
  ])('%s (scene %i) is saved as %s', (title, scene, name) => {
    expect(downloadName(title, scene)).toBe(name);
  });

  it('keeps a long title to 60 characters, never ending in a dash', () => {
    const name = downloadName(`${'word '.repeat(30)}end`);
    expect(name.length).toBeLessThanOrEqual(64);
    expect(name).toMatch(/^word(-word)*\.png$/);
  });
});
