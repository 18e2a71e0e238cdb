import fs from 'node:fs';
import { test, expect } from '../../support/fixtures';
import { openLive, pageTop } from './helpers';

test.describe('/pitch-decks', () => {
  test('steps through the investor deck with Next, Previous, dots and arrow keys; Back returns', async ({
    page,
    pageErrors,
  }) => {
    await openLive(page, '/pitch-decks');
    await expect(page.getByText('Slide 1 of 11')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Slide 2 of 11')).toBeVisible();
    await expect(page).toHaveURL(/\/pitch-decks\?deck=investor&slide=2$/);
    await page.getByRole('button', { name: 'Go to slide 6' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Business model' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Slide 7 of 11')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('Slide 6 of 11')).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Slide 5 of 11')).toBeVisible();
    await page.goBack();
    await expect(page.getByText('Slide 6 of 11')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test("'Slide 7 of 11' has no talking points on the investor deck, slide 8 has", async ({ page }) => {
    await openLive(page, '/pitch-decks?deck=investor&slide=7');
    await expect(page.getByText('Slide 7 of 11')).toBeVisible();
    await page.getByRole('button', { name: 'Show Talking Points' }).click();
    const notes = page.getByRole('region', { name: 'Talking points' });
    await expect(notes).toContainText('No talking points for this slide.');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Slide 8 of 11')).toBeVisible();
    await expect(notes).toContainText('Pilots cut claim time by 90%');
    await page.getByRole('button', { name: 'Hide Talking Points' }).click();
    await expect(notes).toHaveCount(0);
  });

  test('keeps Previous, the slide counter and Next on one row on a 320 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await openLive(page, '/pitch-decks?deck=investor&slide=10');
    const counter = page.getByText('Slide 10 of 11');
    await expect(counter).toBeVisible();
    const previous = (await page.getByRole('button', { name: 'Previous' }).boundingBox())!;
    const next = (await page.getByRole('button', { name: 'Next' }).boundingBox())!;
    const middle = (await counter.boundingBox())!;
    expect(Math.abs(next.y - previous.y)).toBeLessThan(2);
    expect(previous.x + previous.width).toBeLessThanOrEqual(middle.x);
    expect(middle.x + middle.width).toBeLessThanOrEqual(next.x);
    expect(next.x + next.width).toBeLessThanOrEqual(320);
  });

  test('keeps the controls in place from slide to slide on a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openLive(page, '/pitch-decks?deck=investor&slide=1');
    const next = page.getByRole('button', { name: 'Next' });
    const places = new Set<number>();
    for (let slide = 1; slide <= 11; slide += 1) {
      await expect(page.getByText(`Slide ${slide} of 11`)).toBeVisible();
      places.add(await pageTop(next));
      if (slide < 11) await next.click();
    }
    expect([...places]).toHaveLength(1);
    // Only the slide on screen is there for a screen reader and the keyboard.
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toHaveAccessibleName(/^Slide 11: /);
  });

  test('switches decks and downloads the chosen deck as a PDF', async ({ page }) => {
    await openLive(page, '/pitch-decks');
    await page.getByRole('button', { name: /Rental Company/ }).click();
    await expect(page.getByText('Slide 1 of 5')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Place more units, faster' })).toBeVisible();
    await page.getByRole('button', { name: 'Go to slide 4' }).click();
    await expect(page.getByText('6% commission on completed placements only')).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('claim-assist-rental-company-deck.pdf');
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // One page per slide: five page objects.
    expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(5);
  });
});
