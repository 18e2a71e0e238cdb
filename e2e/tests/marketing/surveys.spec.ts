import type { Locator, Page } from '@playwright/test';
import { test, expect, pauseClockSoon } from '../../support/fixtures';
import { demoAccounts, demoPassword } from '../../support/site';
import { runId, openLanding } from './helpers';

const surveys = [
  { tab: 'Customer', name: 'Name', notice: 'Thank you for your valuable feedback.', extra: 'Maria Lopez' },
  {
    tab: 'Insurance',
    name: 'Company Name',
    notice: "We'll contact you shortly with partnership details.",
    extra: 'Lone Star Mutual',
  },
  {
    tab: 'Provider',
    name: 'Name',
    notice: "We'll reach out about joining the network.",
    extra: 'Dan Whitaker',
  },
  {
    tab: 'Store',
    name: 'Store Name',
    notice: "We'll contact you about partnership opportunities.",
    extra: 'Cowtown Appliances',
  },
  {
    tab: 'Rental',
    name: 'Company Name',
    notice: "We'll reach out about rental partnership opportunities.",
    extra: 'Rent Right',
  },
  {
    tab: 'Recycling',
    name: 'Company Name',
    notice: "We'll contact you about recycling partnership opportunities.",
    extra: 'Green Loop',
  },
] as const;

test.describe('landing surveys', () => {
  test('each of the six surveys submits on its own and is replaced by its thank-you panel', async ({
    page,
    pageErrors,
  }) => {
    const id = runId();
    await openLanding(page, '#surveys');
    const tabs = page.getByRole('tablist', { name: 'Surveys' });
    await expect(tabs.getByRole('tab', { name: 'Customer' })).toHaveAttribute('aria-selected', 'true');

    for (const survey of surveys) {
      await tabs.getByRole('tab', { name: survey.tab }).click();
      const form = page.getByRole('form', { name: `${survey.tab} survey` });
      await form.getByLabel(survey.name, { exact: false }).first().fill(`${survey.extra} ${id}`);
      await form.getByLabel(/^Email/).fill(`${survey.tab.toLowerCase()}-${id}@example.com`);
      const location = form.getByLabel(/^Location/);
      if (await location.count()) await location.fill('Fort Worth, TX');
      // The first dropdown gets an answer; the others stay empty, which is allowed.
      await form.getByRole('combobox').first().selectOption({ index: 1 });
      await expect(form.getByLabel('Additional Comments')).toHaveAttribute('rows', '4');
      await form.getByRole('button', { name: 'Submit Survey' }).click();

      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
      await expect(panel.getByText(survey.notice)).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: /Notifications/ })
          .getByText('Survey Submitted!')
          .first(),
      ).toBeVisible();
    }

    // What was stored is what was typed: every survey, read back as the admin reads it.
    const signIn = await page.request.post('/api/auth/sign-in', {
      data: { email: demoAccounts.admin, password: demoPassword },
    });
    const { accessToken } = await signIn.json();
    for (const survey of surveys) {
      const email = `${survey.tab.toLowerCase()}-${id}@example.com`;
      const response = await page.request.get(
        `/api/marketing/leads?kind=survey&type=${survey.tab.toLowerCase()}&q=${encodeURIComponent(email)}`,
        { headers: { authorization: `Bearer ${accessToken}` } },
      );
      const { items } = await response.json();
      expect(items, survey.tab).toHaveLength(1);
      expect(items[0].fields.email).toBe(email);
      expect(Object.values(items[0].fields)).toContain(`${survey.extra} ${id}`);
    }

    // No blank space under a thank-you panel: the section ends right after it.
    const gap = await page.evaluate(`(() => {
      const panel = document.querySelector('#surveys [role="tabpanel"]');
      const section = document.querySelector('#surveys');
      return section.getBoundingClientRect().bottom - panel.getBoundingClientRect().bottom;
    })()`);
    expect(gap as number).toBeLessThan(200);

    // Submitted surveys stay submitted while the page is open, and come back as forms on reload.
    await tabs.getByRole('tab', { name: 'Customer' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await page.reload();
    await page.locator('#surveys').scrollIntoViewIfNeeded();
    await expect(page.getByRole('form', { name: 'Customer survey' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  const surveyOf = (tab: 'Customer' | 'Store') => surveys.find((survey) => survey.tab === tab)!;
  const surveyNotice = (tab: 'Customer' | 'Store') => surveyOf(tab).notice;

  /** Chooses a survey's tab from the keyboard, so the pointer stays where it is. */
  const chooseSurvey = async (page: Page, tab: 'Customer' | 'Store') => {
    await page.getByRole('tablist', { name: 'Surveys' }).getByRole('tab', { name: tab }).focus();
    await page.keyboard.press('Enter');
  };

  /** Fills a survey's required fields. */
  const fillSurvey = async (page: Page, tab: 'Customer' | 'Store', id: string) => {
    await chooseSurvey(page, tab);
    const form = page.getByRole('form', { name: `${tab} survey` });
    await form.getByLabel(surveyOf(tab).name).fill(`${tab} ${id}`);
    await form.getByLabel(/^Email/).fill(`${tab.toLowerCase()}-${id}@example.com`);
    const location = form.getByLabel(/^Location/);
    if (await location.count()) await location.fill('Fort Worth, TX');
    return form.getByRole('button', { name: 'Submit Survey' });
  };

  /** Moves the paused page clock a frame at a time until `check` passes (the page's timers run only as it moves). */
  const tickUntil = (page: Page, check: () => Promise<void>) =>
    expect(async () => {
      await page.clock.runFor(16);
      await check();
    }).toPass({ intervals: [50] });

  /** Moves the paused page clock until a notice shows: sonner puts a toast up from a timer of its own. */
  const tickUntilVisible = (page: Page, notice: Locator) =>
    tickUntil(page, async () => expect(await notice.isVisible()).toBe(true));

  test("a survey sent just as the last one's notice closes still gets its own notice", async ({ page }) => {
    const id = runId();
    await openLanding(page, '#surveys');
    const notices = page.getByRole('region', { name: /Notifications/ });
    // The second survey is filled in first (its draft is kept while the first is sent), so only a change of tab stands
    // between the first notice showing and the second survey being ready to go, even on a busy machine.
    await fillSurvey(page, 'Store', id);
    await (await fillSurvey(page, 'Customer', id)).click();
    await expect(notices.getByText(surveyNotice('Customer'))).toBeVisible();
    await chooseSurvey(page, 'Store');
    await expect(
      page.getByRole('form', { name: 'Store survey' }).getByLabel(surveyOf('Store').name),
    ).toHaveValue(`Store ${id}`);
    // The second survey is sent in the frame the first notice starts to close (its 200 ms exit). A string, because this
    // project's TypeScript has no DOM types; it runs in the page.
    await page.evaluate(`new Promise((resolve, reject) => {
      const sendOnClose = () => {
        if (!document.querySelector('[data-sonner-toast]')) return reject(new Error('The first notice had already gone'));
        if (!document.querySelector('[data-sonner-toast][data-removed="true"]')) return requestAnimationFrame(sendOnClose);
        document.querySelector('form[aria-label="Store survey"] button[type="submit"]').click();
        resolve(true);
      };
      sendOnClose();
    })`);
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(notices.getByText(surveyNotice('Store'))).toBeVisible();
    // Still there once the first notice's exit is over.
    await expect(notices.locator('[data-removed="true"]')).toHaveCount(0);
    await expect(notices.getByText(surveyNotice('Store'))).toBeVisible();
    await expect(notices.getByText(surveyNotice('Customer'))).toHaveCount(0);
  });

  test("a survey sent while the last one's notice is held open under the pointer gets its own 5 s", async ({
    page,
  }) => {
    const id = runId();
    await page.clock.install();
    await openLanding(page, '#surveys');
    const notices = page.getByRole('region', { name: /Notifications/ });
    const toasts = notices.locator('[data-sonner-toast]');
    // Both surveys are filled in while the page's time runs (the Store survey's draft is kept while the other is sent).
    await fillSurvey(page, 'Store', id);
    const sendCustomer = await fillSurvey(page, 'Customer', id);
    // From here the page's time moves only when the test moves it, so a slow step on a busy machine costs the notices
    // nothing.
    await pauseClockSoon(page);
    await sendCustomer.press('Enter');
    await tickUntilVisible(page, notices.getByText(surveyNotice('Customer')));

    // Three of the notice's five seconds go by; then the pointer rests on it, which holds it open with two left.
    await page.clock.runFor(3_000);
    await notices.getByText(surveyNotice('Customer')).hover();
    await expect(toasts).toHaveAttribute('data-expanded', 'true');
    // The next survey is sent from the keyboard, the pointer still on the notice.
    await chooseSurvey(page, 'Store');
    await page
      .getByRole('form', { name: 'Store survey' })
      .getByRole('button', { name: 'Submit Survey' })
      .press('Enter');
    await tickUntilVisible(page, notices.getByText(surveyNotice('Store')));
    await expect(notices.getByText(surveyNotice('Customer'))).toHaveCount(0);

    // The pointer leaves. 4.5 s later, well past the two seconds the first notice had left, the new one is still
    // there: it has five seconds of its own.
    await page.mouse.move(5, 5);
    await expect(toasts).toHaveAttribute('data-expanded', 'false');
    await page.clock.runFor(4_500);
    await expect(notices.getByText(surveyNotice('Store'))).toBeVisible();
    // And it does close on its own once they are over.
    await tickUntil(page, async () => expect(await toasts.count()).toBe(0));
  });

  test('a survey is not sent without its required fields', async ({ page }) => {
    await openLanding(page, '#surveys');
    await page.getByRole('tablist', { name: 'Surveys' }).getByRole('tab', { name: 'Rental' }).click();
    const form = page.getByRole('form', { name: 'Rental survey' });
    await form.getByLabel(/^Email/).fill('not-an-email');
    await form.getByRole('button', { name: 'Submit Survey' }).click();
    await expect(form.getByText('Company name is required')).toBeVisible();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await expect(form.getByText('Location is required')).toBeVisible();
    await expect(form.getByLabel(/^Email/)).toHaveValue('not-an-email');
  });
});
