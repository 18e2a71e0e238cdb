import { openLanding } from './helpers';
import { test, expect } from '../../support/fixtures';

const files = [
  { name: 'carbon-credit-circularity-proposal.pdf', magic: '%PDF-' },
  { name: 'consumer-survey-full-report.pdf', magic: '%PDF-' },
  { name: 'insurance-provider-survey-raw-data.xlsx', magic: 'PK' },
  { name: 'technician-survey-raw-data.xlsx', magic: 'PK' },
];

test.describe('resources', () => {
  test('each resource card downloads a real file from the site root', async ({ page }) => {
    await openLanding(page, '#resources');
    const section = page.getByRole('region', { name: 'Research and proposals to download' });
    await expect(section.getByRole('article')).toHaveCount(4);
    for (const file of files) {
      const link = section.locator(`a[href="/${file.name}"]`);
      await expect(link).toBeVisible();
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(file.name);
      const chunks = await (await download.createReadStream()).toArray();
      const body = Buffer.concat(chunks);
      expect(body.length).toBeGreaterThan(1000);
      expect(body.subarray(0, file.magic.length).toString('latin1')).toBe(file.magic);
    }
  });

  test('an unknown file name is a 404, not a page', async ({ request }) => {
    const res = await request.get('/no-such-report.pdf');
    expect(res.status()).toBe(404);
  });
});
