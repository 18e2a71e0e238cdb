import type { Browser, Page } from '@playwright/test';
import { test, expect, signIn } from '../../support/fixtures';

/*
 * The live-events protocol end to end: browsers' own WebSockets through the edge's /ws to the gateway, with
 * sessions from the identity service and cases written by the trial service.
 */

type Received = {
  type: string;
  id?: string;
  operation?: string;
  case?: { id: string; caseNumber: string; status: string };
};
type Session = { accessToken: string; refreshToken: string; user: { id: string } };

/** Opens a page on the site, signed in, with a live-events socket whose messages collect in `window.liveEvents`. */
async function connectedPage(browser: Browser, session: () => Promise<Session>, page?: Page) {
  const target = page ?? (await (await browser.newContext()).newPage());
  const signedIn = await session.call(target);
  await target.goto('/remotes.json');
  await target.evaluate((value) => {
    localStorage.setItem('claims.session', value);
    document.cookie = 'claims_session=1; path=/';
  }, JSON.stringify(signedIn));
  await target.evaluate(
    (token) =>
      new Promise<void>((resolve, reject) => {
        const state = window as unknown as {
          liveEvents: unknown[];
          liveClose?: { code: number; reason: string };
        };
        state.liveEvents = [];
        const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/ws`);
        socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
        socket.onmessage = (event) => {
          const message = JSON.parse(String(event.data));
          state.liveEvents.push(message);
          if (message.type === 'ready') resolve();
        };
        socket.onclose = (event) => {
          state.liveClose = { code: event.code, reason: event.reason };
          reject(new Error(`closed ${event.code} ${event.reason}`));
        };
      }),
    signedIn.accessToken,
  );
  return { page: target, session: signedIn };
}

const received = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { liveEvents: Received[] }).liveEvents.filter((m) => m.type.startsWith('case.')),
  );

const caseLines = (messages: Received[]) =>
  messages.map((m) =>
    m.type === 'case.changed' ? `${m.case?.caseNumber} ${m.operation} ${m.case?.status}` : `removed ${m.id}`,
  );

function signUp(fullName: string) {
  return async function (this: Page): Promise<Session> {
    const email = `${fullName.split(' ')[0].toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const res = await this.request.post('/api/auth/sign-up', {
      data: { fullName, email, password: 'secret12' },
    });
    expect(res.status(), await res.text()).toBe(201);
    return res.json();
  };
}

const demo = (role: 'admin' | 'tech') =>
  async function (this: Page): Promise<Session> {
    return signIn(this, role);
  };

test('case events over /ws reach exactly the people the list shows the case to', async ({ browser }) => {
  const admin = await connectedPage(browser, demo('admin'));
  const tech = await connectedPage(browser, demo('tech'));
  const owner = await connectedPage(browser, signUp('Rosa Delgado'));
  const other = await connectedPage(browser, signUp('Otto Other'));
  const api = (who: { page: Page; session: Session }) => ({
    headers: { authorization: `Bearer ${who.session.accessToken}` },
  });

  // The customer files a case: the customer and the admin receive it, nobody else.
  const created = await owner.page.request.post('/api/trial/cases', {
    ...api(owner),
    data: {
      deviceType: 'Dishwasher',
      modelNumber: 'KDTM404KPS',
      serialNumber: 'F91234567',
      issueDescription: 'Water left after every cycle',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, caseNumber } = (await created.json()) as { id: string; caseNumber: string };
  await expect
    .poll(async () => caseLines(await received(admin.page)))
    .toContain(`${caseNumber} created pending`);
  await expect
    .poll(async () => caseLines(await received(owner.page)))
    .toEqual([`${caseNumber} created pending`]);

  // The admin assigns the demo technician, who now receives the case; then moves it: everyone in scope follows.
  const assigned = await admin.page.request.put(`/api/trial/cases/${id}/assignment`, {
    ...api(admin),
    data: { techId: tech.session.user.id, insuranceId: null },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  await expect
    .poll(async () => caseLines(await received(tech.page)))
    .toContain(`${caseNumber} updated pending`);
  const moved = await admin.page.request.post(`/api/trial/cases/${id}/transitions`, {
    ...api(admin),
    data: { status: 'in_call' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  for (const who of [owner, tech, admin]) {
    await expect
      .poll(async () => caseLines(await received(who.page)))
      .toContain(`${caseNumber} updated in_call`);
  }

  // The other customer's own case arrives after everything above, and is all that customer ever received.
  const own = await other.page.request.post('/api/trial/cases', {
    ...api(other),
    data: {
      deviceType: 'Dryer',
      modelNumber: 'DVE45R6100W',
      serialNumber: 'D1',
      issueDescription: 'No heat',
    },
  });
  const otherCaseNumber = ((await own.json()) as { caseNumber: string }).caseNumber;
  await expect
    .poll(async () => caseLines(await received(other.page)))
    .toEqual([`${otherCaseNumber} created pending`]);
  expect(caseLines(await received(owner.page))).not.toContain(`${otherCaseNumber} created pending`);

  // Signing out revokes the session: its socket is closed with 4401 (through the edge) within seconds.
  const signedOut = await owner.page.request.post('/api/auth/sign-out', {
    data: { refreshToken: owner.session.refreshToken },
  });
  expect(signedOut.status()).toBe(204);
  await expect
    .poll(() => owner.page.evaluate(() => (window as unknown as { liveClose?: unknown }).liveClose ?? null))
    .toEqual({ code: 4401, reason: 'Your session was signed out' });
});

test('an access token in the URL is refused: the gateway never answers that socket', async ({ page }) => {
  const session = await signIn(page, 'customer');
  const outcome = await page.evaluate(
    (token) =>
      new Promise<string[]>((resolve) => {
        const seen: string[] = [];
        const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/ws?token=${token}`);
        // A ping would be answered by any socket the gateway accepted, authenticated or not.
        socket.onopen = () => socket.send(JSON.stringify({ type: 'ping' }));
        socket.onmessage = (event) => seen.push(String(event.data));
        socket.onclose = () => resolve(seen);
      }),
    session.accessToken,
  );
  expect(outcome).toEqual([]);
});
