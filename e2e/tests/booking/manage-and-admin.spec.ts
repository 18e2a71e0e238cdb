import { test, expect, signedInAs } from '../../support/fixtures';
import { addDays, adminToken, bookPickup, dayButton, openPickupDay, uniqueName } from './helpers';

/** A day as the capacity table's rows name it: "Wed, Nov 25, 2026". */
const tableDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

test.describe('the manage link', () => {
  test('reschedules a pickup to another day', async ({ page, request }) => {
    const availability = await (await request.get('/api/booking/recycling/availability')).json();
    const days = Array.from({ length: 55 }, (_, i) => addDays(availability.first, 3 + i)).filter(
      (d) => !availability.fullDays.includes(d),
    );
    const res = await bookPickup(request, days[0]);
    expect(res.status()).toBe(201);
    const { booking, manageToken } = await res.json();

    await page.goto(`/bookings/${manageToken}`);
    await expect(page.getByText(booking.number)).toBeVisible();
    await (await dayButton(page, days[1])).click();
    await page.getByRole('button', { name: 'Confirm New Date' }).click();
    await expect(page.getByText('Booking Rescheduled')).toBeVisible();
    const stored = await (await request.get(`/api/booking/manage/${manageToken}`)).json();
    expect(stored.booking.date).toBe(days[1]);
  });
});

test.describe('/admin/bookings', () => {
  test('the service refuses the list without a token', async ({ request }) => {
    expect((await request.get('/api/booking/admin/bookings')).status()).toBe(401);
  });

  test.describe('as an admin', () => {
    test.use(signedInAs('admin'));
    test('sees the bookings by day with capacity used, and finds one by name', async ({ page, request }) => {
      const day = await openPickupDay(request);
      const name = uniqueName('Admin Visible');
      const res = await bookPickup(request, day, name);
      expect(res.status()).toBe(201);
      const { booking } = await res.json();

      await page.goto('/admin/bookings');
      await expect(page.getByRole('table', { name: 'Capacity used' })).toBeVisible();
      // The day's row holds the pickup just booked (the table's loading state has the same rows, without figures).
      await expect(
        page
          .getByRole('table', { name: 'Capacity used' })
          .getByRole('row', { name: new RegExp(`^${tableDay(day)}`) }),
      ).toContainText(/[1-3]\/3/);
      await page.getByLabel('Search').fill(name);
      const table = page.getByRole('table', { name: `Bookings on ${day}` });
      await expect(table.getByText(booking.number)).toBeVisible();
      await expect(table.getByText(name)).toBeVisible();
    });

    test('on a phone, the tables scroll sideways under a first column that stays, and an email reads full width', async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const day = await openPickupDay(request);
      const name = uniqueName('Phone Admin');
      const res = await bookPickup(request, day, name);
      expect(res.status()).toBe(201);
      const { booking } = await res.json();
      await page.goto('/admin/bookings');
      await page.getByLabel('Search').fill(name);
      const region = page.getByRole('region', { name: `Bookings on ${day}` });
      const number = region.getByRole('cell', { name: booking.number, exact: true });
      await expect(number).toBeVisible();
      const before = (await number.boundingBox())!;
      await region.evaluate((element) => element.scrollBy({ left: 400 }));
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
      expect((await number.boundingBox())!.x).toBeCloseTo(before.x, 0);

      const email = page.locator('details', { hasText: booking.number }).first();
      await email.locator('summary').click();
      const text = (await email.locator('pre').boundingBox())!;
      expect(text.width).toBeGreaterThan(300);
    });
  });

  test.describe('as an admin cancelling', () => {
    test.use(signedInAs('admin'));
    test('choosing Cancelled changes nothing until saved and confirmed; the customer is then emailed', async ({
      page,
      request,
    }) => {
      const availability = await (await request.get('/api/booking/recycling/availability')).json();
      const day = Array.from({ length: 40 }, (_, i) => addDays(availability.first, 5 + i)).find(
        (d) => !availability.fullDays.includes(d),
      )!;
      const name = uniqueName('Admin Cancels');
      const res = await bookPickup(request, day, name);
      expect(res.status()).toBe(201);
      const { booking, manageToken } = await res.json();

      await page.goto('/admin/bookings');
      await page.getByLabel('Search').fill(name);
      const table = page.getByRole('table', { name: `Bookings on ${day}` });
      // The booking's own row (other bookings of the day show until the search has applied).
      const row = table.getByRole('row', { name: new RegExp(booking.number) });
      await expect(row).toBeVisible();
      // The pickup's floor, installed state and access are on the row.
      await expect(row.getByText(/Floor · .* access$/)).toBeVisible();
      const status = row.getByLabel(`Status of ${booking.number}`, { exact: true });
      await status.selectOption('cancelled');
      expect((await (await request.get(`/api/booking/manage/${manageToken}`)).json()).booking.status).toBe(
        'scheduled',
      );
      await row.getByRole('button', { name: `Save the status of ${booking.number}` }).click();
      const dialog = page.getByRole('dialog', { name: `Cancel booking ${booking.number}?` });
      await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
      await expect(page.getByText(`${booking.number} is now Cancelled.`)).toBeVisible();
      await expect(status).toBeDisabled();
      expect((await (await request.get(`/api/booking/manage/${manageToken}`)).json()).booking.status).toBe(
        'cancelled',
      );

      const headers = { authorization: `Bearer ${await adminToken(request)}` };
      const notice = async () => {
        const outbox = await (await request.get('/api/booking/outbox?limit=50', { headers })).json();
        return outbox.items.find(
          (e: { subject: string }) => e.subject === `Booking cancelled: recycling pickup ${booking.number}`,
        );
      };
      await expect.poll(notice).toBeTruthy();
    });
  });

  test.describe('as a customer', () => {
    test.use(signedInAs('customer'));
    test('is refused', async ({ page }) => {
      await page.goto('/admin/bookings');
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    });
  });
});
