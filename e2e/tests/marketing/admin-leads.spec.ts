import { test, expect, signedInAs } from '../../support/fixtures';
import { expectNoSeriousA11yViolations, runId } from './helpers';

test.describe('/admin/leads', () => {
  test('asks a visitor to sign in, and the service refuses the list without a token', async ({
    page,
    request,
  }) => {
    await page.goto('/admin/leads');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    const res = await request.get('/api/marketing/leads');
    expect(res.status()).toBe(401);
    const csv = await request.get('/api/marketing/leads/export.csv');
    expect(csv.status()).toBe(401);
  });

  test.describe('as a customer', () => {
    test.use(signedInAs('customer'));
    test('is refused', async ({ page }) => {
      await page.goto('/admin/leads');
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    });
  });

  test.describe('as an admin', () => {
    test.use(signedInAs('admin'));
    test('shows every kind of lead by type with counts, and passes an accessibility scan', async ({
      page,
    }) => {
      await page.goto('/admin/leads');
      const lists = page.getByRole('tablist', { name: 'Lead lists' });
      await expect(lists.getByRole('tab', { name: /^Demo requests \(\d+\)$/ })).toBeVisible();
      await lists.getByRole('tab', { name: /^Applications/ }).click();
      await expect(page.getByRole('tablist', { name: 'Application types' }).getByRole('tab')).toHaveCount(4);
      await lists.getByRole('tab', { name: /^Survey responses/ }).click();
      await expect(page.getByRole('tablist', { name: 'Survey types' }).getByRole('tab')).toHaveCount(6);
      await expectNoSeriousA11yViolations(page);
    });

    test("the Applications search finds every type's matches and shows where they are", async ({ page }) => {
      const id = runId();
      // Two recyclers mention the search; no service provider does.
      for (const companyName of [`Loop ${id}`, `Metals ${id}`]) {
        const res = await page.request.post('/api/marketing/applications/recycling', {
          data: {
            companyName,
            contactName: 'Ava Chen',
            email: `${companyName.split(' ')[0].toLowerCase()}-${id}@example.com`,
            phone: '214.555.0144',
            address: '300 Elm St',
            city: 'Dallas',
            state: 'TX',
            zipCode: '75201',
            certifications: 'R2',
            monthlyCapacity: 'large',
            serviceArea: 'regional',
            recyclingCostPerUnit: 'free',
            donationAcceptance: 'yes-partner',
            idempotencyKey: crypto.randomUUID(),
          },
        });
        expect(res.status(), await res.text()).toBe(201);
      }
      await page.goto('/admin/leads');
      await page
        .getByRole('tablist', { name: 'Lead lists' })
        .getByRole('tab', { name: /^Applications/ })
        .click();
      const types = page.getByRole('tablist', { name: 'Application types' });
      await types.getByRole('tab', { name: /^Service provider/ }).click();
      const search = page.getByRole('searchbox', { name: /Search leads/ });
      await expect(search).toHaveAccessibleDescription(
        'Matches any field of every type of application: name, email, company, answers…',
      );
      await search.fill(id);
      await expect(page.getByText('No matches in Service provider — 2 in Recycling partner')).toBeVisible();
      await expect(types.getByRole('tab', { name: /^Service provider \(0 of \d+\)$/ })).toBeVisible();
      await expect(types.getByRole('tab', { name: /^Recycling partner \(2 of \d+\)$/ })).toBeVisible();
      await page.getByRole('button', { name: 'Show 2 matches in Recycling partner' }).click();
      await expect(types.getByRole('tab', { name: /^Recycling partner/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const table = page.getByRole('table', { name: 'Recycling partner applications' });
      await expect(table.getByRole('row')).toHaveCount(3);
      await expect(table.getByText(`Loop ${id}`)).toBeVisible();
      await expect(table.getByText(`Metals ${id}`)).toBeVisible();
      // The focus went to the tab the button opened (the button went with its list).
      await expect(types.getByRole('tab', { name: /^Recycling partner/ })).toBeFocused();

      // A reload opens the same kind, type and search (kept in the address).
      await expect(page).toHaveURL(`/admin/leads?view=application&type=recycling&q=${id}`);
      await page.reload();
      await expect(search).toHaveValue(id);
      await expect(types.getByRole('tab', { name: /^Recycling partner \(2 of \d+\)$/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(table.getByText(`Metals ${id}`)).toBeVisible();

      // A word no application holds: the search of every lead is one press away, with the words.
      await search.fill(`${id}-nowhere`);
      await expect(page.getByText(`No applications match “${id}-nowhere”`)).toBeVisible();
      await page.getByRole('button', { name: `Search every lead for “${id}-nowhere”` }).click();
      await expect(page.getByRole('searchbox', { name: /Search every lead/ })).toBeFocused();
      await expect(page.getByRole('searchbox', { name: /Search every lead/ })).toHaveValue(`${id}-nowhere`);
      await expect(page.getByText(`Results for “${id}-nowhere” in every kind of lead.`)).toBeVisible();
    });

    test('on a phone, a match’s every answer opens where it can be read, whatever the table’s scroll', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const id = runId();
      const email = `zebra-${id}-with-a-long-address@example.com`;
      const res = await page.request.post('/api/marketing/demo-requests', {
        data: {
          name: 'Zoe Brand',
          email,
          company: `Zebracorp ${id}`,
          role: 'Operations',
          userType: 'insurance',
          message: 'Claims backlog',
          idempotencyKey: crypto.randomUUID(),
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      await page.goto('/admin/leads');
      await page.getByRole('searchbox', { name: /Search every lead/ }).fill(id);
      const demo = page.getByRole('region', { name: 'Demo requests matching the search' });
      const details = demo.getByRole('button', { name: /^Show every answer of Zoe Brand/ });
      // Pressed as a phone user does: scrolled sideways to the button first.
      await details.scrollIntoViewIfNeeded();
      await details.click();
      for (const text of ['Zoe Brand', email]) {
        const answer = demo.locator('dd').filter({ hasText: text }).first();
        await expect(answer).toBeInViewport({ ratio: 1 });
      }

      // A search of one long word that finds nothing: its message and its button stay within the screen.
      const word = 'x'.repeat(180);
      await page.goto(`/admin/leads?q=${word}&all=${word}`);
      await expect(page.getByText(`Results for “${word}” in every kind of lead.`)).toBeVisible();
      await page.getByRole('searchbox', { name: /Search every lead/ }).fill('');
      await expect(page.getByRole('button', { name: /^Search every lead for “x{23}…”$/ })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});
