import { test, expect } from '../../support/fixtures';
import { addDays, adminToken, bookPickup, dayButton, uniqueName, openLive } from './helpers';

test.describe('/abby-recycling', () => {
  test('an unserved zip shows the Service Area Unavailable toast and stays on step 1', async ({ page }) => {
    await openLive(page, '/abby-recycling');
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('76137');
    await expect(page.getByText('Service Area Unavailable')).toBeVisible();
    await expect(
      page
        .getByText(
          "Sorry, we don't currently service this area. Our service covers within 15 miles of 76114.",
        )
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Check Your Zip Code' })).toBeVisible();
  });

  test('a pickup from zip to confirmation: the spec quote, the order number, and the confirmation email with an .ics in the outbox', async ({
    page,
    request,
  }) => {
    const name = uniqueName('Ana Ruiz');
    await openLive(page, '/abby-recycling');
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('76114');
    // Moves on by itself 500 ms after a served zip.
    await expect(page.getByRole('heading', { level: 2, name: 'Select Your Appliances' })).toBeVisible();
    await page.getByRole('button', { name: /^Refrigerator/ }).click();
    await page.getByRole('button', { name: /^Microwave/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: /^Second Floor/ }).click();
    await page.getByRole('radio', { name: /^Installed/ }).click();
    await page.getByRole('radio', { name: /^Difficult/ }).click();
    await page.getByRole('button', { name: 'Get Quote' }).click();
    await expect(page.getByText('$202.90')).toBeVisible();
    await expect(page.getByText('$16.74')).toBeVisible();
    await expect(page.getByText('$219.64')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('I agree to the terms and conditions').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByText('Pickups must be booked 24 hours in advance. Maximum 3 pickups per day.'),
    ).toBeVisible();

    // The progress survives a reload.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Pickup Date & Contact' })).toBeVisible();

    const availability = await (await request.get('/api/booking/recycling/availability')).json();
    const free = Array.from({ length: 50 }, (_, i) => addDays(availability.first, 5 + i)).find(
      (day) => !availability.fullDays.includes(day),
    )!;
    await (await dayButton(page, free)).click();
    await page.getByLabel('Full Name').fill(name);
    await page.getByLabel('Phone').fill('(817) 555-0134');
    // An address of this run's own: the service asks before booking the same pickup twice (a retried test).
    const address = `ana.e2e.${Date.now().toString(36)}@example.com`;
    await page.getByLabel('Email').fill(address);
    await page.getByLabel('Address').fill('1200 W Magnolia Ave, Fort Worth, TX');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Booking Confirmed!' })).toBeVisible();
    const number = (await page.getByLabel('Order Number').textContent())!.trim();
    expect(number).toMatch(/^AR-\d{6}$/);
    await expect(page.getByText('Payment on completion: cash, card or Venmo.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(await page.evaluate(() => sessionStorage.getItem('booking:recycling-wizard'))).toBeNull();

    const token = await adminToken(request);
    const headers = { authorization: `Bearer ${token}` };
    // The confirmation is written to the outbox just after the booking's answer.
    const confirmation = async () => {
      const outbox = await (await request.get('/api/booking/outbox?limit=50', { headers })).json();
      return outbox.items.find((e: { subject: string }) => e.subject.includes(number));
    };
    await expect.poll(confirmation).toBeTruthy();
    const email = await confirmation();
    expect(email).toMatchObject({
      to: address,
      subject: `Booking confirmed: recycling pickup ${number}`,
      attachments: [
        { filename: `${number}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
      ],
    });
    expect(email.text).toContain('Total: $219.64');
    expect(email.text).toMatch(/\/bookings\/[A-Za-z0-9_-]{43}/);

    // The booking is kept: the admin list finds it.
    const list = await (
      await request.get(`/api/booking/admin/bookings?q=${encodeURIComponent(number)}`, { headers })
    ).json();
    expect(list.items[0]).toMatchObject({ number, date: free, quote: { totalCents: 21964 } });
  });

  test('a day with 3 pickups is disabled in the picker', async ({ page, request }) => {
    const availability = await (await request.get('/api/booking/recycling/availability')).json();
    const day = Array.from({ length: 50 }, (_, i) => addDays(availability.first, 8 + i)).find(
      (d) => !availability.fullDays.includes(d),
    )!;
    let booked = 0;
    while (booked < 3) {
      const res = await bookPickup(request, day);
      if (res.status() === 409) break;
      expect(res.status()).toBe(201);
      booked += 1;
    }
    // A wizard already at step 6 (as when coming back to the page).
    await openLive(page, '/abby-recycling');
    await page.evaluate(() =>
      sessionStorage.setItem(
        'booking:recycling-wizard',
        JSON.stringify({
          step: 6,
          zip: '76114',
          items: ['freezer'],
          floor: 'ground',
          installed: 'disconnected',
          access: 'easy',
          termsAccepted: true,
          contact: { name: '', phone: '', email: '', address: '' },
          idempotencyKey: `e2e-full-day-${Date.now()}`,
        }),
      ),
    );
    // (Opened afresh from another page: a reload keeps the entry's own step, which is 1 here.)
    await page.goto('/');
    await page.goto('/abby-recycling');
    await expect(await dayButton(page, day)).toBeDisabled();
  });
});
