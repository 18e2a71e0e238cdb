import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@claims/ui';
import { surveyFields, surveyTypes } from '@claims/contracts';
import { apiError, cleanUpArea, renderArea, type ApiHandlers } from '@claims/ui/testing';
import SurveyTabs from '../../../src/features/surveys/components/survey-tabs';

afterEach(cleanUpArea);

// The tabs as the landing page shows them (at /), with the notices they raise.
function SurveysOnLanding() {
  return (
    <>
      <SurveyTabs />
      <Toaster />
    </>
  );
}

const renderSurveys = (api?: ApiHandlers) => renderArea(SurveysOnLanding, '/', { api });

const receipt = { id: '65f000000000000000000001', receivedAt: '2024-07-01T12:00:00.000Z', duplicate: false };

describe('survey tabs', () => {
  it('start on the customer survey and offer all six', async () => {
    await renderSurveys();
    const tabs = within(screen.getByRole('tablist', { name: 'Surveys' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Customer',
      'Insurance',
      'Provider',
      'Store',
      'Rental',
      'Recycling',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it.each(surveyTypes)(
    'the %s survey has exactly its fields, with * only on required ones and a 4-row comment box',
    async (type) => {
      const user = userEvent.setup();
      await renderSurveys();
      await user.click(screen.getByRole('tab', { name: type.charAt(0).toUpperCase() + type.slice(1) }));
      const form = screen.getByRole('form');
      for (const field of surveyFields[type]) {
        const control = within(form).getByLabelText(field.label, { exact: false });
        if (field.required) expect(control).toBeRequired();
        else expect(control).not.toBeRequired();
        if (field.kind === 'email') expect(control).toHaveAttribute('type', 'email');
        if (field.kind === 'select') {
          const values = within(control)
            .getAllByRole('option')
            .map((o) => (o as HTMLOptionElement).value);
          expect(values).toEqual(['', ...field.choices!.map((c) => c.value)]);
        }
      }
      expect(within(form).getByLabelText('Additional Comments')).toHaveAttribute('rows', '4');
    },
  );

  it('sends the customer survey with its key and page, then shows the thank-you panel and notice for good', async () => {
    const user = userEvent.setup();
    const { requests } = await renderSurveys({
      'POST /api/marketing/surveys/customer': () => ({ status: 201, body: receipt }),
    });
    await user.type(screen.getByLabelText(/^Name/), 'Maria Lopez');
    await user.type(screen.getByLabelText(/^Email/), 'maria@example.com');
    await user.selectOptions(
      screen.getByLabelText(/How long did your last insurance claim take/),
      '5-8weeks',
    );
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(await screen.findByText('Survey Submitted!')).toBeInTheDocument();
    expect(screen.getAllByText(/Thank you for your valuable feedback\./).length).toBeGreaterThan(0);
    const sent = requests[0];
    expect(sent.body).toMatchObject({
      name: 'Maria Lopez',
      email: 'maria@example.com',
      claimDuration: '5-8weeks',
      page: '/',
    });
    expect((sent.body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[A-Za-z0-9-]{16,}$/);
    expect(sent.body).not.toHaveProperty('satisfaction');
    expect(sent.body).not.toHaveProperty('website');

    // The other surveys are untouched; coming back still shows the thank-you panel.
    await user.click(screen.getByRole('tab', { name: 'Insurance' }));
    expect(screen.getByRole('button', { name: 'Submit Survey' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Customer' }));
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  });

  it('checks required fields and email format before sending anything', async () => {
    const user = userEvent.setup();
    const { requests } = await renderSurveys();
    await user.click(screen.getByRole('tab', { name: 'Store' }));
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));
    expect(await screen.findByText('Store name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Store Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('keeps the answers and says why when the service refuses, and reuses the key when sent again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { requests } = await renderSurveys({
      'POST /api/marketing/surveys/insurance': () => {
        calls += 1;
        return calls === 1
          ? apiError(
              503,
              'unavailable',
              'The marketing service is unavailable right now. Please try again shortly.',
            )
          : { status: 201, body: receipt };
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Insurance' }));
    await user.type(screen.getByLabelText(/^Company Name/), 'Lone Star Mutual');
    await user.type(screen.getByLabelText(/^Email/), 'claims@lonestar.example');
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));
    expect(await screen.findByText('Submission Error')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Lone Star Mutual');

    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(
      await screen.findByText("We'll contact you shortly with partnership details."),
    ).toBeInTheDocument();
    // The failure's notice gave way to the success; it does not stay under it.
    expect(screen.queryByText('Submission Error')).not.toBeInTheDocument();
    const keys = requests.map((r) => (r.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
  });

  it('sends a survey corrected after a failure as a new submission, with what was corrected', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { requests } = await renderSurveys({
      'POST /api/marketing/surveys/insurance': () => {
        calls += 1;
        // The first answer is lost on its way back: the service may have stored it.
        return calls === 1
          ? apiError(503, 'unavailable', 'Please try again shortly.')
          : { status: 201, body: receipt };
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Insurance' }));
    await user.type(screen.getByLabelText(/^Company Name/), 'Lone Star Mutual');
    await user.type(screen.getByLabelText(/^Email/), 'claims@lonestar.exmaple');
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));
    expect(await screen.findByText('Submission Error')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'claims@lonestar.example');
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    const bodies = requests.map((r) => r.body as { idempotencyKey: string; email: string });
    expect(bodies.map((body) => body.email)).toEqual(['claims@lonestar.exmaple', 'claims@lonestar.example']);
    // Not a repeat of the first: a service that had stored it must store the correction too.
    expect(bodies[1].idempotencyKey).not.toBe(bodies[0].idempotencyKey);
  });

  it('keeps a half-filled survey while another tab is open', async () => {
    const user = userEvent.setup();
    await renderSurveys();
    await user.type(screen.getByLabelText(/^Name/), 'Half Done');
    await user.click(screen.getByRole('tab', { name: 'Rental' }));
    await user.click(screen.getByRole('tab', { name: 'Customer' }));
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Half Done'));
  });
});
