import { test, expect } from '../../support/fixtures';
import { demoAccounts, demoPassword } from '../../support/site';
import { expectNoSeriousA11yViolations, runId, openLiveForm } from './helpers';

type Fill = { label: RegExp; value: string; select?: boolean };

const pages: {
  path: string;
  title: string;
  success: RegExp;
  featured: boolean;
  pickup: boolean;
  fields: Fill[];
}[] = [
  {
    path: '/join-network',
    title: 'Join Our Service Provider Network',
    success: /get back to you soon/,
    featured: false,
    pickup: false,
    fields: [
      { label: /^Full Name/, value: 'Dan Whitaker' },
      { label: /^Phone/, value: '(817) 555-0111' },
      { label: /^Specialty/, value: 'HVAC' },
      { label: /^Years of Experience/, value: '12' },
      { label: /^Service Location/, value: 'Fort Worth, TX' },
    ],
  },
  {
    path: '/join-store-network',
    title: 'Join Our Appliance Store Network',
    success: /within 2 business days/,
    featured: true,
    pickup: false,
    fields: [
      { label: /^Store Name/, value: 'Cowtown Appliances' },
      { label: /^Owner Name/, value: 'Beth Carter' },
      { label: /^Inventory Size/, value: 'medium', select: true },
      { label: /^Delivery Radius/, value: '25', select: true },
    ],
  },
  {
    path: '/join-rental-network',
    title: 'Join Our Rental Partner Network',
    success: /within 2 business days/,
    featured: true,
    pickup: false,
    fields: [
      { label: /^Company Name/, value: 'Rent Right' },
      { label: /^Contact Name/, value: 'Sam Ortiz' },
      { label: /^Current Inventory/, value: 'large', select: true },
      { label: /^Rental Model/, value: 'rent-to-own', select: true },
      { label: /^Coverage Area/, value: 'regional', select: true },
    ],
  },
  {
    path: '/join-recycling-network',
    title: 'Join Our Recycling Partner Network',
    success: /within 2 business days/,
    featured: true,
    pickup: true,
    fields: [
      { label: /^Company Name/, value: 'Green Loop Recycling' },
      { label: /^Contact Name/, value: 'Ava Chen' },
      { label: /^Monthly Capacity/, value: 'medium', select: true },
      { label: /^Service Area/, value: 'county', select: true },
      { label: /^Recycling Cost per Unit/, value: 'free', select: true },
      { label: /^Do you accept donated appliances/, value: 'yes-direct', select: true },
    ],
  },
];

const address: Fill[] = [
  { label: /^Phone/, value: '817-555-0122' },
  { label: /^Street Address/, value: '100 Main St' },
  { label: /^City/, value: 'Fort Worth' },
  { label: /^State/, value: 'TX' },
  { label: /^ZIP Code/, value: '76102' },
];

for (const spec of pages) {
  test.describe(spec.path, () => {
    test('validates, then submits, stays on a lasting Application Submitted! view, and the admin reads it back', async ({
      page,
      pageErrors,
    }) => {
      const id = runId();
      await openLiveForm(page, spec.path);
      await expect(page.getByRole('heading', { level: 1, name: spec.title })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect(page.getByText(/is required/).first()).toBeVisible();
      await page.getByLabel(/^Email/).fill('owner at store');
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect(page.getByText('Enter a valid email address')).toBeVisible();

      const fields = spec.featured ? [...spec.fields, ...address] : spec.fields;
      for (const field of fields) {
        const control = page.getByLabel(field.label);
        if (field.select) await control.selectOption(field.value);
        else await control.fill(field.value);
      }
      await page.getByLabel(/^Email/).fill(`apply-${id}@example.com`);
      const [response] = await Promise.all([
        page.waitForResponse(
          (r) => r.url().includes('/api/marketing/applications/') && r.request().method() === 'POST',
        ),
        page.getByRole('button', { name: 'Submit Application' }).click(),
      ]);
      expect(response.status()).toBe(201);
      const notices = page.getByRole('region', { name: /Notifications/ });
      await expect(notices.getByText('Application Submitted!')).toBeVisible();
      await expect(notices.getByText(spec.success)).toBeVisible();
      // The confirmation stays (no empty form inviting a second application).
      const received = page.getByRole('region', { name: 'Application Submitted!' });
      await expect(received.getByText(`apply-${id}@example.com`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
      // Read on the narrowest phone, it fits the screen (a one-line button label once made the page scroll sideways).
      await page.setViewportSize({ width: 320, height: 700 });
      await expect(received.getByRole('button', { name: 'Submit another application' })).toBeVisible();
      const overflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - window.innerWidth',
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 1280, height: 720 });

      // What was stored is what was typed.
      const signIn = await page.request.post('/api/auth/sign-in', {
        data: { email: demoAccounts.admin, password: demoPassword },
      });
      const { accessToken } = await signIn.json();
      const type = new URL(response.url()).pathname.split('/').pop();
      const leads = await page.request.get(
        `/api/marketing/leads?kind=application&type=${type}&q=${encodeURIComponent(`apply-${id}@example.com`)}`,
        { headers: { authorization: `Bearer ${accessToken}` } },
      );
      const { items } = await leads.json();
      expect(items).toHaveLength(1);
      expect(items[0].fields.email).toBe(`apply-${id}@example.com`);
      for (const field of spec.fields.filter((f) => !f.select)) {
        expect(Object.values(items[0].fields)).toContain(
          field.label.source.includes('Years') ? Number(field.value) : field.value,
        );
      }

      await received.getByRole('button', { name: 'Submit another application' }).click();
      await expect(page.getByLabel(/^Email/)).toHaveValue('');
      expect(pageErrors).toEqual([]);
    });

    test('shows the featured member where the spec has it, and passes an accessibility scan', async ({
      page,
    }) => {
      await openLiveForm(page, spec.path);
      const card = page.getByRole('complementary', { name: 'Abby Appliance Outlet' });
      if (!spec.featured) {
        await expect(card).toHaveCount(0);
      } else {
        await expect(card.getByText(/Fort Worth, TX/)).toBeVisible();
        await expect(card.getByRole('link', { name: /Visit Website/ })).toHaveAttribute('target', '_blank');
        const pickup = card.getByRole('link', { name: 'Schedule Pickup' });
        if (spec.pickup) await expect(pickup).toHaveAttribute('href', '/abby-recycling');
        else await expect(pickup).toHaveCount(0);
      }
      await expectNoSeriousA11yViolations(page);
    });
  });
}
