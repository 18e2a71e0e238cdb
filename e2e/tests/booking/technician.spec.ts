import { test, expect } from '../../support/fixtures';
import { dayButton, openLive, openVisitSlot, openVisitWizardAt } from './helpers';

test.describe('/request-tech', () => {
  test('a technician visit from zip to confirmation; Sundays are disabled', async ({ page, request }) => {
    await openLive(page, '/request-tech');
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('76137');
    await page.getByRole('button', { name: 'Check Availability' }).click();
    await page.getByRole('radio', { name: /^AC Repair/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    const availability = await (await request.get('/api/booking/technician/availability')).json();
    const sunday = availability.days.find(
      (d: { date: string }) => new Date(`${d.date}T12:00:00Z`).getUTCDay() === 0,
    );
    await expect(await dayButton(page, sunday.date)).toBeDisabled();
    const open = availability.days.find(
      (d: { date: string; windows: unknown[] }, i: number) => i > 2 && d.windows.length > 0,
    );
    // Back to the first month, then the open day.
    await openLive(page, '/request-tech');
    await expect(page.getByRole('heading', { level: 2, name: 'Date & Time' })).toBeVisible();
    await (await dayButton(page, open.date)).click();
    await page
      .getByRole('radiogroup', { name: 'Time Window' })
      .getByRole('radio')
      .and(page.locator(':enabled'))
      .first()
      .click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByLabel('Full Name').fill('Bo Nguyen');
    await page.getByLabel('Phone').fill('817-555-0100');
    // An address of this run's own: the service asks before booking the same visit twice (a retried test).
    await page.getByLabel('Email').fill(`bo.e2e.${Date.now().toString(36)}@example.com`);
    await page.getByLabel('Address').fill('2 Elm St, Fort Worth, TX');
    await page.getByLabel('Issue Description (optional)').fill('Blows warm air');
    await page.getByRole('button', { name: 'Review Booking' }).click();
    await expect(page.getByText('$99.00')).toBeVisible();
    await expect(page.getByText('Payment by cash, card or checks')).toBeVisible();
    await page.getByLabel('I agree to the service terms and authorize the service call fee').check();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Booking Confirmed!' })).toBeVisible();
    await expect(page.getByLabel('Confirmation Number')).toHaveText(/^TS-\d{6}$/);
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'href',
      '/trial-dashboard',
    );
    await expect(page.getByText('Free rescheduling with 24-hour notice.')).toBeVisible();
  });

  test('a booking whose answer is lost: the review says so until Confirm Booking is answered, then shows the same booking', async ({
    page,
    request,
  }) => {
    // A wizard already on its review (as when coming back to the page), for a customer of this run's own.
    await openVisitWizardAt(page, 5, await openVisitSlot(request, 3), {
      name: 'Bo Nguyen',
      phone: '8175550100',
      email: `bo.lost.${Date.now().toString(36)}@example.com`,
      address: '2 Elm St, Fort Worth, TX',
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Review & Confirm' })).toBeVisible();

    // The service books the visit, but the connection drops before its answer reaches the page.
    let bookedNumber: string | undefined;
    await page.route('**/api/booking/technician/visits', async (route) => {
      if (bookedNumber) return route.continue();
      const answer = await route.fetch();
      bookedNumber = ((await answer.json()) as { booking: { number: string } }).booking.number;
      await route.abort('connectionreset');
    });
    await page.getByLabel('I agree to the service terms and authorize the service call fee').check();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const alert = page.getByRole('region', { name: 'Review & Confirm' }).getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Booking Not Confirmed Yet');
    await expect(alert).toContainText(
      'We could not hear back from the booking service, so we cannot tell yet whether your booking was made. Press Confirm Booking again in a moment: if it was made you will see it, and you will never be booked twice.',
    );
    // The notice closed, the alert stays by the button.
    await page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('button', { name: 'Close toast' })
      .click();
    await expect(
      page.getByRole('region', { name: /^Notifications/ }).getByText('Booking Not Confirmed Yet'),
    ).toHaveCount(0);
    await expect(alert).toBeVisible();

    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Booking Confirmed!' })).toBeVisible();
    expect(bookedNumber).toMatch(/^TS-\d{6}$/);
    await expect(page.getByLabel('Confirmation Number')).toHaveText(bookedNumber!);
    await expect(page.getByText('Booking Not Confirmed Yet')).toHaveCount(0);
  });

  test('the same visit booked again in a second tab: Already Booked links the booking made in the first, on a phone', async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const slot = await openVisitSlot(request, 4);
    const email = `bo.twice.${Date.now().toString(36)}@example.com`;
    /** A tab whose wizard is on its review for this run's customer (each tab keeps its own progress). */
    const onReview = async (tab: typeof page) => {
      await tab.setViewportSize({ width: 390, height: 844 });
      await openVisitWizardAt(tab, 5, slot, {
        name: 'Bo Nguyen',
        phone: '8175550100',
        email,
        address: '2 Elm St, Fort Worth, TX',
      });
      await expect(tab.getByRole('heading', { level: 2, name: 'Review & Confirm' })).toBeVisible();
      await tab.getByLabel('I agree to the service terms and authorize the service call fee').check();
    };

    await onReview(page);
    const second = await context.newPage();
    await onReview(second);
    // The terms stay ticked over a reload.
    await second.reload();
    await expect(
      second.getByLabel('I agree to the service terms and authorize the service call fee'),
    ).toBeChecked();

    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const number = (await page.getByLabel('Confirmation Number').textContent())!;
    expect(number).toMatch(/^TS-\d{6}$/);

    await second.getByRole('button', { name: 'Confirm Booking' }).click();
    const alert = second.getByRole('region', { name: 'Review & Confirm' }).getByRole('alert');
    await expect(alert).toContainText('Already Booked');
    await expect(alert).toContainText(`You already booked this visit: ${number}`);
    // The notice only tells; it holds no button to press by mistake.
    await expect(
      second.getByRole('region', { name: /^Notifications/ }).getByRole('button', { name: 'Book It Again' }),
    ).toHaveCount(0);
    await expect(alert.getByRole('button', { name: 'Book It Again' })).toBeVisible();
    await alert.getByRole('link', { name: `View or change booking ${number}` }).click();
    await expect(second).toHaveURL(/\/bookings\//);
    await expect(second.getByText(number)).toBeVisible();
  });

  test('one click on Review Booking, straight from a field found wrong as it is left, says every problem at once', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openVisitWizardAt(page, 4, await openVisitSlot(request, 3), {
      name: '',
      phone: '',
      email: '',
      address: '',
      issueDescription: '',
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Contact Details' })).toBeVisible();

    await page.getByLabel('Email').fill('x@y');
    // The pointer goes from the email field straight to the button: one click, pressed as long as a person does.
    // At this size the button is on screen below the email field, which the message about it lengthens.
    const button = await page.getByRole('button', { name: 'Review Booking' }).boundingBox();
    expect(button!.y + button!.height).toBeLessThan(800);
    await page.mouse.move(button!.x + button!.width / 2, button!.y + button!.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(150);
    await page.mouse.up();
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription(/required/i);
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/valid email/i);
    await expect(page.getByLabel('Address')).toHaveAccessibleDescription(/required/i);
  });
});
