import fs from 'node:fs';
import { test, expect } from '../../support/fixtures';
import { openLive, pageTop } from './helpers';

/** Width and height from a PNG's IHDR chunk (after checking the signature). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('/video-ai', () => {
  test('generates one template and shows its storyboard frame by frame', async ({ page, pageErrors }) => {
    // A phone: captions of one to four lines, under which the scene controls must stay in place.
    await page.setViewportSize({ width: 390, height: 844 });
    await openLive(page, '/video-ai');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Video Education Center' })).toBeVisible();
    await page.getByRole('tab', { name: 'Insurance' }).click();
    await page.getByRole('button', { name: 'Generate AI Damage Verification in 10 Minutes' }).click();
    await expect(page.getByText('Video Preview Generated!')).toBeVisible({ timeout: 30_000 });

    const cover = page.getByRole('img', { name: /AI Damage Verification in 10 Minutes: scene 1 of 4/ });
    await expect(cover).toBeVisible();
    // Visible means its box is laid out (the space is reserved); the picture itself may still be arriving.
    await expect
      .poll(() =>
        cover.evaluate((img: HTMLImageElement) =>
          img.complete ? [img.naturalWidth, img.naturalHeight] : 'still loading',
        ),
      )
      .toEqual([1280, 720]);
    const nextScene = page.getByRole('button', { name: 'Next scene' });
    const places = new Set([await pageTop(nextScene)]);
    await nextScene.click();
    await expect(page.getByText('Scene 2 of 4')).toBeVisible();
    await expect(page.getByRole('img', { name: /scene 2 of 4/ })).toBeVisible();
    for (const scene of [3, 4]) {
      places.add(await pageTop(nextScene));
      await nextScene.click();
      await expect(page.getByText(`Scene ${scene} of 4`)).toBeVisible();
    }
    places.add(await pageTop(nextScene));
    expect([...places]).toHaveLength(1);
    await page.getByRole('button', { name: 'Previous scene' }).click();
    await page.getByRole('button', { name: 'Previous scene' }).click();
    await expect(page.getByText('Scene 2 of 4')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Regenerate AI Damage Verification in 10 Minutes' }),
    ).toBeEnabled();
    expect(pageErrors).toEqual([]);
  });

  test('Generate All 9 shows the progress toasts in order and ends with All Videos Generated!', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openLive(page, '/video-ai');
    await page.getByRole('button', { name: 'Generate All 9' }).click();
    const toasts = page.locator('[data-sonner-toast]');
    for (let n = 1; n <= 9; n++)
      await expect(toasts.getByText(`Generating ${n}/9`, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(toasts.getByText('All Videos Generated!')).toBeVisible({ timeout: 30_000 });
    // Every card now has a preview and offers Regenerate.
    for (const tab of ['Customers', 'Insurance', 'Service Providers']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('button', { name: /^Regenerate / })).toHaveCount(3);
    }
  });

  test('an empty custom description gives the Error toast', async ({ page }) => {
    await openLive(page, '/video-ai');
    await page.getByLabel('Video description').fill('   ');
    await page.getByRole('button', { name: 'Generate Video' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Please enter a video description' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Error');
  });

  test('a custom description becomes a preview whose Download Image saves a 1280 × 720 PNG', async ({
    page,
  }) => {
    await openLive(page, '/video-ai');
    await page
      .getByLabel('Video description')
      .fill('My washer stops mid-cycle and will not drain. Water stays in the drum.');
    await page.getByRole('button', { name: 'Generate Video' }).click();
    await expect(page.getByText('Video Preview Generated!')).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByRole('img', { name: /My washer stops mid-cycle and will not drain: scene 1 of 4/ }),
    ).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Image' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('my-washer-stops-mid-cycle-and-will-not-drain.png');
    const bytes = fs.readFileSync((await download.path())!);
    expect(pngSize(bytes)).toEqual({ width: 1280, height: 720 });

    // Next scene: the download is the scene on screen.
    await page.getByRole('button', { name: 'Next scene' }).click();
    const [second] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Image' }).click(),
    ]);
    expect(second.suggestedFilename()).toBe('my-washer-stops-mid-cycle-and-will-not-drain-scene-2.png');
  });

  test('a description of one long word stays within a phone’s screen, under the preview too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openLive(page, '/video-ai');
    await page.getByLabel('Video description').fill(`Dryer ${'W'.repeat(600)}`);
    await expect(page.getByText(/^Describe the appliance.* 606 of 1,000 characters\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Generate Video' }).click();
    await expect(page.getByText('Video Preview Generated!')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('img', { name: /scene 1 of 4/ }).last()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
