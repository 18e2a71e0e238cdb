import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationFields, type ApplicationType } from '@claims/contracts';
import { apiError, cleanUpArea, renderArea } from '@claims/ui/testing';
import MarketingRoutes from '../../../src/app/routes';

// Each test types a whole application key by key; on a busy shared machine that alone takes seconds.
jest.setTimeout(30_000);

afterEach(cleanUpArea);

const pages: [ApplicationType, string, string][] = [
  ['provider', '/join-network', 'Join Our Service Provider Network'],
  ['store', '/join-store-network', 'Join Our Appliance Store Network'],
  ['rental', '/join-rental-network', 'Join Our Rental Partner Network'],
  ['recycling', '/join-recycling-network', 'Join Our Recycling Partner Network'],
];

const sample: Record<string, string> = {
  name: 'Dan Whitaker',
  storeName: 'Cowtown Appliances',
  companyName: 'Rent Right',
  ownerName: 'Beth Carter',
  contactName: 'Ava Chen',
  email: 'owner@cowtown.example',
  phone: '(817) 555-0122',
  specialty: 'HVAC',
  experience: '12',
  location: 'Fort Worth, TX',
  address: '100 Main St',
  city: 'Fort Worth',
  state: 'TX',
  zipCode: '76102',
};

async function fillRequired(user: ReturnType<typeof userEvent.setup>, type: ApplicationType) {
  for (const field of applicationFields[type].filter((f) => f.required)) {
    const control = screen.getByLabelText(new RegExp(`^${field.label.replace(/[?()]/g, '\\$&')}`));
    if (field.kind === 'select') await user.selectOptions(control, field.choices![0].value);
    else await user.type(control, sample[field.name]);
  }
}

describe.each(pages)('%s application (%s)', (type, path, title) => {
  it('has its title, Back to Home, and exactly the spec’s fields and required marks', async () => {
    await renderArea(MarketingRoutes, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const form = within(screen.getByRole('region', { name: 'Application form' }));
    for (const field of applicationFields[type]) {
      const control = form.getByLabelText(new RegExp(`^${field.label.replace(/[?()]/g, '\\$&')}`));
      if (field.required) expect(control).toBeRequired();
      else expect(control).not.toBeRequired();
    }
  });

  it('shows the featured member where the spec has it', async () => {
    await renderArea(MarketingRoutes, path);
    await screen.findByRole('heading', { level: 1, name: title });
    const card = screen.queryByRole('complementary', { name: 'Abby Appliance Outlet' });
    if (type === 'provider') {
      expect(card).not.toBeInTheDocument();
      return;
    }
    expect(card).toBeInTheDocument();
    const inCard = within(card!);
    expect(inCard.getByText(/Fort Worth, TX/)).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: '(817) 555-0188' })).toHaveAttribute('href', 'tel:+18175550188');
    expect(inCard.getByRole('link', { name: /Visit Website/ })).toHaveAttribute('target', '_blank');
    const pickup = inCard.queryByRole('link', { name: 'Schedule Pickup' });
    if (type === 'recycling') expect(pickup).toHaveAttribute('href', '/abby-recycling');
    else expect(pickup).not.toBeInTheDocument();
  });

  it('sends the application and stays on a lasting Application Submitted! view (no empty form to send again)', async () => {
    const user = userEvent.setup();
    const view = await renderArea(MarketingRoutes, path, {
      api: {
        [`POST /api/marketing/applications/${type}`]: () => ({
          status: 201,
          body: { id: 'f'.repeat(24), receivedAt: '2024-07-01T12:00:00.000Z', duplicate: false },
        }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: title });
    await fillRequired(user, type);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(
      await screen.findByText('Application Submitted!', { selector: '[data-title]' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(type === 'provider' ? /get back to you soon/ : /within 2 business days/, {
        selector: '[data-description]',
      }),
    ).toBeInTheDocument();
    const confirmation = screen.getByRole('region', { name: 'Application Submitted!' });
    expect(
      within(confirmation).getByRole('heading', { level: 2, name: 'Application Submitted!' }),
    ).toHaveFocus();
    expect(within(confirmation).getByText('owner@cowtown.example')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
    expect(view.requests[0].body).toMatchObject({ email: 'owner@cowtown.example', page: path });
    // A reload (the page anew, in the same tab) shows the confirmation again, not an empty form to send twice.
    view.unmount();
    await renderArea(MarketingRoutes, path);
    const again = await screen.findByRole('region', { name: 'Application Submitted!' });
    expect(within(again).getByText('owner@cowtown.example')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
    // A new application starts from an empty form, with focus in its first field.
    await user.click(within(again).getByRole('button', { name: 'Submit another application' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    const form = screen.getByRole('region', { name: 'Application form' });
    expect(within(form).getAllByRole('textbox')[0]).toHaveFocus();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('claims.lead-confirmation'))).toEqual(
      [],
    );
  });

  it('keeps what was typed when sending fails', async () => {
    const user = userEvent.setup();
    await renderArea(MarketingRoutes, path, {
      api: {
        [`POST /api/marketing/applications/${type}`]: () =>
          apiError(503, 'unavailable', 'The marketing service is unavailable right now.'),
      },
    });
    await screen.findByRole('heading', { level: 1, name: title });
    await fillRequired(user, type);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Submission Error')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('owner@cowtown.example');
    // Said next to the button too, where it stays after the notice fades.
    expect(
      within(screen.getByRole('region', { name: 'Application form' })).getByRole('alert'),
    ).toHaveTextContent(
      /There was an issue submitting your application\. Please try again or contact us directly\. You can also call us at \(817\) 555-0142\./,
    );
  });
});

describe('application rules in the browser', () => {
  it('the provider form wants whole years of experience and a real phone number', async () => {
    const user = userEvent.setup();
    const { requests } = await renderArea(MarketingRoutes, '/join-network');
    await screen.findByRole('heading', { level: 1 });
    await user.type(screen.getByLabelText(/^Phone/), '555');
    await user.type(screen.getByLabelText(/^Years of Experience/), '2.5');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Enter whole years')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Years of Experience/)).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('type', 'tel');
    expect(requests).toHaveLength(0);
  });

  it('says a typed number it cannot read ("e") must be a number, not that it is missing', async () => {
    const user = userEvent.setup();
    const { requests } = await renderArea(MarketingRoutes, '/join-network');
    await screen.findByRole('heading', { level: 1 });
    const years = screen.getByLabelText(/^Years of Experience/);
    // What the browser reports for "e" in a number field: an empty value, and input it cannot read.
    Object.defineProperty(years, 'validity', {
      value: { ...(years as HTMLInputElement).validity, badInput: true },
    });
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Years of experience must be a number, such as 5')).toBeInTheDocument();
    expect(screen.queryByText('Years of experience is required')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
