import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, cleanUpArea, renderArea, type ApiHandlers } from '@claims/ui/testing';
import MarketingRoutes from '../../../src/app/routes';

afterEach(cleanUpArea);

const renderRequestDemo = (api?: ApiHandlers) => renderArea(MarketingRoutes, '/request-demo', { api });

const receipt = {
  id: '65f000000000000000000002',
  receivedAt: '2024-07-01T12:00:00.000Z',
  duplicate: false,
  confirmationEmailSent: true,
};

/** The stored receipt, answered only once `release` is called: the busy button is seen without waiting on a clock. */
function heldReceipt() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { answer: () => released.then(() => ({ status: 201, body: receipt })), release };
}

async function fillDemoForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Full Name/), 'Jordan Price');
  await user.type(screen.getByLabelText(/^Work Email/), 'jordan@insureco.example');
  await user.type(screen.getByLabelText(/^Company/), 'InsureCo');
  await user.selectOptions(screen.getByLabelText(/^I am a/), 'insurance');
  await user.type(screen.getByLabelText(/^Role\/Title/), 'VP Claims');
  await user.type(screen.getByLabelText(/^Message/), 'Show us video verification.');
}

describe('/request-demo', () => {
  it('has the spec’s fields, the three visitor types with readable labels, and Back to Home', async () => {
    await renderRequestDemo();
    // The first test of the file waits for the page's code to load (lazy route), which is slow on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Request a Demo' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    for (const label of [/^Full Name/, /^Work Email/, /^Company/, /^I am a/, /^Role\/Title/])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText(/^Message/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Work Email/)).toHaveAttribute('type', 'email');
    const options = within(screen.getByLabelText(/^I am a/)).getAllByRole('option');
    expect(options.map((o) => [(o as HTMLOptionElement).value, o.textContent])).toEqual([
      ['', 'Select an option'],
      ['customer', 'Customer / Homeowner'],
      ['insurance', 'Insurance Company'],
      ['service_provider', 'Service Provider / Technician'],
    ]);
  });

  it('reads Submitting... and is disabled while sending, then shows Request Received with the email', async () => {
    const user = userEvent.setup();
    const { answer, release } = heldReceipt();
    const { requests } = await renderRequestDemo({ 'POST /api/marketing/demo-requests': answer });
    await screen.findByLabelText(/^Full Name/);
    await fillDemoForm(user);
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    const busy = await screen.findByRole('button', { name: /Submitting\.\.\./ });
    // Unavailable, keeping the focus it was pressed with.
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Request Received' })).toBeInTheDocument();
    expect(screen.getByText('jordan@insureco.example')).toBeInTheDocument();
    expect(screen.getByText(/Check your email for next steps/)).toBeInTheDocument();
    // Queued for a mail server that may be slow or down for a while: on its way, not "sent".
    expect(screen.getByText(/A confirmation is on its way to/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Try Trial System' })).toHaveAttribute('href', '/auth');
    expect(requests).toHaveLength(1);
    expect(await screen.findByText('Demo Request Submitted!')).toBeInTheDocument();
    expect(
      screen.getByText("Check your email for confirmation. We'll contact you within 24 hours."),
    ).toBeInTheDocument();
    expect(requests[0].body).toMatchObject({
      name: 'Jordan Price',
      email: 'jordan@insureco.example',
      company: 'InsureCo',
      role: 'VP Claims',
      userType: 'insurance',
      message: 'Show us video verification.',
      page: '/request-demo',
    });
  });

  it('keeps what was typed across a reload, and forgets it once the request is sent', async () => {
    const user = userEvent.setup();
    const first = await renderRequestDemo();
    await user.type(await screen.findByLabelText(/^Full Name/), 'Jordan Price');
    await user.type(screen.getByLabelText(/^Company/), 'InsureCo');
    first.unmount();

    const { requests } = await renderRequestDemo({
      'POST /api/marketing/demo-requests': () => ({ status: 201, body: receipt }),
    });
    expect(await screen.findByLabelText(/^Full Name/)).toHaveValue('Jordan Price');
    expect(screen.getByLabelText(/^Company/)).toHaveValue('InsureCo');
    await user.type(screen.getByLabelText(/^Work Email/), 'jordan@insureco.example');
    await user.selectOptions(screen.getByLabelText(/^I am a/), 'insurance');
    await user.type(screen.getByLabelText(/^Role\/Title/), 'VP Claims');
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Received' })).toBeInTheDocument();
    expect(requests[0].body).toMatchObject({ name: 'Jordan Price', company: 'InsureCo' });
    expect(sessionStorage.getItem('claims.lead-draft.demo-request')).toBeNull();
  });

  it('shows the confirmation on the form opened again while its request was still being sent (Back, then Forward)', async () => {
    const user = userEvent.setup();
    const { answer, release } = heldReceipt();
    const first = await renderRequestDemo({ 'POST /api/marketing/demo-requests': answer });
    await screen.findByLabelText(/^Full Name/);
    await fillDemoForm(user);
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    await screen.findByRole('button', { name: /Submitting\.\.\./ });
    // The visitor goes Back and Forward: the page opens again, its form filled in from the draft.
    first.unmount();
    await renderRequestDemo();
    expect(await screen.findByLabelText(/^Full Name/)).toHaveValue('Jordan Price');
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Received' })).toBeInTheDocument();
    expect(screen.getByText('jordan@insureco.example')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Full Name/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('claims.lead-draft.demo-request')).toBeNull();
  });

  it('says so on a form whose page was left while it was being sent, and sends it again under the same key', async () => {
    const user = userEvent.setup();
    const first = await renderRequestDemo({
      'POST /api/marketing/demo-requests': () => new Promise(() => {}),
    });
    await screen.findByLabelText(/^Full Name/);
    await fillDemoForm(user);
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    await screen.findByRole('button', { name: /Submitting\.\.\./ });
    const firstKey = (first.requests[0].body as { idempotencyKey: string }).idempotencyKey;
    // The page is loaded again (a reload, or Back and Forward to a new page load) before any answer.
    first.unmount();
    const { requests } = await renderRequestDemo({
      'POST /api/marketing/demo-requests': () => ({ status: 201, body: { ...receipt, duplicate: true } }),
    });
    expect(await screen.findByLabelText(/^Full Name/)).toHaveValue('Jordan Price');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This form was being sent when the page was left, and no answer came back: it may have arrived. Sending it again is safe: it is stored once.',
    );
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Received' })).toBeInTheDocument();
    expect((requests[0].body as { idempotencyKey: string }).idempotencyKey).toBe(firstKey);
    expect(sessionStorage.getItem('claims.lead-draft.demo-request.sending')).toBeNull();
  });

  it('does not claim an email was sent when the service has no mail server', async () => {
    const user = userEvent.setup();
    await renderRequestDemo({
      'POST /api/marketing/demo-requests': () => ({
        status: 201,
        body: { ...receipt, confirmationEmailSent: false },
      }),
    });
    await screen.findByLabelText(/^Full Name/);
    await fillDemoForm(user);
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Received' })).toBeInTheDocument();
    expect(screen.getByText(/We'll contact you at/)).toHaveTextContent(
      "Thank you! We'll contact you at jordan@insureco.example within 24 hours.",
    );
    expect(screen.queryByText(/confirmation is on its way/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Check your email for next steps/)).not.toBeInTheDocument();
    // The notice says the same: no "check your email" when no email went out.
    expect(await screen.findByText('Demo Request Submitted!')).toBeInTheDocument();
    expect(screen.getByText("We'll contact you within 24 hours.")).toBeInTheDocument();
    expect(screen.queryByText(/Check your email for confirmation/)).not.toBeInTheDocument();
  });

  it('says so when the service already had the same request (sent again after a reload)', async () => {
    const user = userEvent.setup();
    await renderRequestDemo({
      'POST /api/marketing/demo-requests': () => ({
        status: 200,
        body: { ...receipt, duplicate: true, receivedAt: '2024-07-01T17:05:00.000Z' },
      }),
    });
    await screen.findByLabelText(/^Full Name/);
    await fillDemoForm(user);
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Received' })).toBeInTheDocument();
    expect(screen.getByText(/We already had this from you/)).toHaveTextContent(
      'We already had this from you (received Jul 1, 2024, 12:05 PM CDT), so it was not sent twice.',
    );
  });

  it('shows Submission Error with the spec’s text and keeps everything typed when sending fails', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    await renderRequestDemo({
      'POST /api/marketing/demo-requests': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return { status: 201, body: receipt };
      },
    });
    await screen.findByLabelText(/^Full Name/);
    await fillDemoForm(user);
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    expect(await screen.findByText('Submission Error')).toBeInTheDocument();
    expect(
      screen.getByText(
        'There was an issue submitting your request. Please try again or contact us directly.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Jordan Price');
    expect(screen.getByLabelText(/^I am a/)).toHaveValue('insurance');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Show us video verification.');
    expect(screen.getByRole('button', { name: 'Request Demo' })).toBeEnabled();
    // The notice fades; the form itself keeps saying why, with the number to call, until the next attempt.
    const form = screen.getByRole('region', { name: 'Demo request form' });
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'There was an issue submitting your request. Please try again or contact us directly. You can also call us at (817) 555-0142.',
    );
    expect(within(form).getByRole('link', { name: '(817) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18175550142',
    );
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Received' })).toBeInTheDocument();
    // The failure notice goes too (after its closing animation).
    await waitFor(() => expect(screen.queryByText(/There was an issue submitting/)).not.toBeInTheDocument());
  });

  it('tells a visitor who sent too many forms when to try again', async () => {
    const user = userEvent.setup();
    const message =
      'You have sent several forms in a short time. Please try again in 12 minutes, or call us at (817) 555-0142.';
    await renderRequestDemo({
      'POST /api/marketing/demo-requests': () => apiError(429, 'rate_limited', message),
    });
    await screen.findByLabelText(/^Full Name/);
    await fillDemoForm(user);
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company/)).toHaveValue('InsureCo');
    // Next to the button the number is given once, as a link.
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(message, { normalizeWhitespace: true });
    expect(alert.textContent?.split('(817) 555-0142')).toHaveLength(2);
    expect(within(alert).getByRole('link', { name: '(817) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18175550142',
    );
  });

  it('shows a field error from the service next to its field', async () => {
    const user = userEvent.setup();
    await renderRequestDemo({
      'POST /api/marketing/demo-requests': () =>
        apiError(400, 'validation_failed', 'Enter a valid email address.', {
          email: 'Enter a valid email address',
        }),
    });
    await screen.findByLabelText(/^Full Name/);
    await fillDemoForm(user);
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Work Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses to send without the required fields', async () => {
    const user = userEvent.setup();
    const { requests } = await renderRequestDemo();
    await user.click(await screen.findByRole('button', { name: 'Request Demo' }));
    for (const message of [
      'Full Name is required',
      'Work Email is required',
      'Company is required',
      'Role/Title is required',
      'Choose which best describes you',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(requests).toHaveLength(0);
  });

  it('checks a field the visitor leaves once it holds something, never one only tabbed past', async () => {
    const user = userEvent.setup();
    await renderRequestDemo();
    const name = await screen.findByLabelText(/^Full Name/);
    const email = screen.getByLabelText(/^Work Email/);
    // Tabbing on from the empty name field to the email field: nothing is called missing yet.
    await user.click(name);
    await user.tab();
    expect(email).toHaveFocus();
    await user.type(email, 'jordan@');
    await user.tab();
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Full Name is required')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    // Corrected, the message goes as the visitor types.
    await user.type(email, 'insureco.example');
    await waitFor(() => expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument());
    // Sending names every field still missing.
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    expect(await screen.findByText('Full Name is required')).toBeInTheDocument();
  });

  it('shows Request Received again after a reload, until the visitor leaves through it', async () => {
    const user = userEvent.setup();
    const view = await renderRequestDemo({
      'POST /api/marketing/demo-requests': () => ({
        status: 201,
        body: { ...receipt, confirmationEmailSent: false },
      }),
    });
    await screen.findByLabelText(/^Full Name/);
    await fillDemoForm(user);
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Received' })).toBeInTheDocument();
    view.unmount();
    // The page anew in the same tab: the confirmation, not an empty form.
    const reloaded = await renderRequestDemo();
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Received' })).toBeInTheDocument();
    expect(screen.getByText(/We'll contact you at/)).toHaveTextContent('jordan@insureco.example');
    expect(screen.queryByRole('button', { name: 'Request Demo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    reloaded.unmount();
    await renderRequestDemo();
    expect(await screen.findByRole('button', { name: 'Request Demo' })).toBeInTheDocument();
  });

  it('offers Send another request: an empty form with focus in its first field, and the confirmation let go', async () => {
    const user = userEvent.setup();
    const view = await renderRequestDemo({
      'POST /api/marketing/demo-requests': () => ({
        status: 201,
        body: { ...receipt, confirmationEmailSent: false },
      }),
    });
    await screen.findByLabelText(/^Full Name/);
    await fillDemoForm(user);
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    await screen.findByRole('heading', { level: 1, name: 'Request Received' });

    await user.click(screen.getByRole('button', { name: 'Send another request' }));
    const name = await screen.findByLabelText(/^Full Name/);
    expect(name).toHaveValue('');
    expect(name).toHaveFocus();
    // A reload now shows the form, not the confirmation of the request before.
    view.unmount();
    await renderRequestDemo();
    expect(await screen.findByRole('button', { name: 'Request Demo' })).toBeInTheDocument();
  });

  it('sends a double-clicked request once', async () => {
    const user = userEvent.setup();
    const { answer, release } = heldReceipt();
    const { requests } = await renderRequestDemo({ 'POST /api/marketing/demo-requests': answer });
    await screen.findByLabelText(/^Full Name/);
    await fillDemoForm(user);
    await user.dblClick(screen.getByRole('button', { name: 'Request Demo' }));
    await screen.findByRole('button', { name: /Submitting\.\.\./ });
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Received' })).toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname === '/api/marketing/demo-requests')).toHaveLength(1);
    expect(screen.getAllByText('Demo Request Submitted!')).toHaveLength(1);
  });
});
