import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import type { Role } from '@claims/contracts';
import { AppProviders } from '@claims/ui';
import { cleanUpArea, makeSession, renderArea, type ApiHandlers } from '@claims/ui/testing';
import userEvent from '@testing-library/user-event';
import GuidesRoutes from '../../../src/app/routes';
import { SampleGeneratorSkeleton } from '../../../src/app/routes/admin';

afterEach(cleanUpArea);

/** The generator page (its own chunk: resolves once its code is in), signed in with `roles` if given. */
const renderAdmin = (roles?: Role[], api?: ApiHandlers) =>
  renderArea(GuidesRoutes, '/admin', { session: roles && makeSession(roles), api });
const stats = { 'GET /api/guides/stats': () => ({ status: 200, body: { total: 36 } }) };

describe('SampleGeneratorPage', () => {
  it('refuses signed-out visitors and non-admins', async () => {
    const first = await renderAdmin();
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    first.unmount();

    await renderAdmin(['customer', 'tech']);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate Guides' })).not.toBeInTheDocument();
  });

  it.each([
    ['0', /Please enter a number between 1 and 2,000/],
    ['2001', /Please enter a number between 1 and 2,000/],
    ['', /Please enter a number between 1 and 2,000/],
    // In the range, so the range is not what is wrong.
    ['12.5', /Please enter a whole number between 1 and 2,000/],
    ['0.5', /Please enter a whole number between 1 and 2,000/],
    ['3e4', /Please enter a number between 1 and 2,000/],
  ])("rejects count '%s' with 'Invalid count'", async (count, message) => {
    const { requests } = await renderAdmin(['admin'], stats);
    const field = screen.getByRole('spinbutton', { name: /Number of guides/ });
    expect(field).toHaveValue(500);
    await userEvent.clear(field);
    if (count) await userEvent.type(field, count);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Guides' }));
    expect(await screen.findByText('Invalid count', { selector: '[data-title]' })).toBeInTheDocument();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(requests.filter((r) => r.url.pathname === '/api/guides/generate')).toHaveLength(0);
    // Trying again replaces the notice rather than stacking a second one on it.
    await userEvent.click(screen.getByRole('button', { name: 'Generate Guides' }));
    await waitFor(() =>
      expect(screen.getAllByText('Invalid count', { selector: '[data-title]' })).toHaveLength(1),
    );
  });

  it.each([
    ['1', 1],
    ['2000', 2000],
    // A whole number written another way is that number.
    ['1.0', 1],
    ['1e3', 1000],
  ])('sends the count typed as %s', async (typed, sent) => {
    const { requests } = await renderAdmin(['admin'], {
      ...stats,
      'POST /api/guides/generate': () => ({
        status: 200,
        body: { generated: sent, message: `Generated ${typed} sample guides with steps.` },
      }),
    });
    const field = screen.getByRole('spinbutton', { name: /Number of guides/ });
    await userEvent.clear(field);
    await userEvent.type(field, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Guides' }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(requests.find((r) => r.url.pathname === '/api/guides/generate')!.body).toMatchObject({
      count: sent,
    });
  });

  it('links an admin to the leads, the bookings and the users (with the emails about cases)', async () => {
    await renderAdmin(['admin'], stats);
    expect(screen.getByRole('link', { name: /^Leads/ })).toHaveAttribute('href', '/admin/leads');
    expect(screen.getByRole('link', { name: /^Bookings/ })).toHaveAttribute('href', '/admin/bookings');
    expect(screen.getByRole('link', { name: /^Users/ })).toHaveAttribute('href', '/admin/users');
  });

  it("generates, shows 'Success!' and the new total", async () => {
    let total = 36;
    const { requests } = await renderAdmin(['admin'], {
      'GET /api/guides/stats': () => ({ status: 200, body: { total } }),
      'POST /api/guides/generate': ({ body }) => {
        total += (body as { count: number }).count;
        return { status: 200, body: { generated: 25, message: 'Generated 25 sample guides with steps.' } };
      },
    });
    expect(await screen.findByTestId('library-total')).toHaveTextContent('36');
    const field = screen.getByRole('spinbutton', { name: /Number of guides/ });
    await userEvent.clear(field);
    await userEvent.type(field, '25');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Dishwasher');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Guides' }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(screen.getAllByText('Generated 25 sample guides with steps.').length).toBeGreaterThan(0);
    expect(await screen.findByText('61')).toBeInTheDocument();
    expect(requests.find((r) => r.url.pathname === '/api/guides/generate')!.body).toEqual({
      count: 25,
      category: 'dishwasher',
    });
  });

  it('after a reload while a run was going, says so and asks for the same run again with the same key', async () => {
    const first = await renderAdmin(['admin'], {
      ...stats,
      // The run goes on in the service; this page never hears back.
      'POST /api/guides/generate': () => new Promise(() => undefined),
    });
    const field = screen.getByRole('spinbutton', { name: /Number of guides/ });
    await userEvent.clear(field);
    await userEvent.type(field, '2000');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Water heater');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Guides' }));
    await screen.findByRole('button', { name: /Generating/ });
    const firstKey = first.requests.find((r) => r.url.pathname === '/api/guides/generate')!.headers[
      'idempotency-key'
    ];
    expect(firstKey).toBeTruthy();
    first.unmount();

    // The run goes on in the service meanwhile: the count is read again until it shows.
    let statsReads = 0;
    const { requests } = await renderAdmin(['admin'], {
      'GET /api/guides/stats': () => {
        statsReads += 1;
        return { status: 200, body: { total: statsReads === 1 ? 36 : 2036 } };
      },
      'POST /api/guides/generate': () => ({
        status: 200,
        body: { generated: 2000, message: 'Generated 2,000 sample guides with steps.' },
      }),
    });
    expect(await screen.findByTestId('library-total')).toHaveTextContent('36');
    await waitFor(() => expect(screen.getByTestId('library-total')).toHaveTextContent('2,036'), {
      timeout: 8000,
    });
    expect(
      screen.getByText(/This page was left while 2,000 sample guides \(Water heater\) were being generated/),
    ).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /Number of guides/ })).toHaveValue(2000);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('water_heater');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Guides' }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    const again = requests.find((r) => r.url.pathname === '/api/guides/generate')!;
    expect(again.body).toEqual({ count: 2000, category: 'water_heater' });
    expect(again.headers['idempotency-key']).toBe(firstKey);
    expect(screen.queryByText(/This page was left/)).not.toBeInTheDocument();

    // Answered: the next visit has nothing to say, and a new run has a key of its own.
    cleanup();
    await renderAdmin(['admin'], stats);
    expect(screen.queryByText(/This page was left/)).not.toBeInTheDocument();
  }, 20_000);

  it("shows 'Generation failed' with the message", async () => {
    await renderAdmin(['admin'], {
      ...stats,
      'POST /api/guides/generate': () => ({
        status: 403,
        body: { error: { code: 'forbidden', message: 'You do not have permission to do this' } },
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Generate Guides' }));
    expect(await screen.findByRole('heading', { name: 'Generation failed' })).toBeInTheDocument();
    expect(screen.getAllByText('You do not have permission to do this').length).toBeGreaterThan(0);
  });
});

describe('the prerendered first screen of /admin', () => {
  it('shows the heading and intro, and holds the notice’s place without offering anything', async () => {
    render(
      <AppProviders queryClient={new QueryClient()}>
        <MemoryRouter>
          <SampleGeneratorSkeleton />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sample Guide Generator' })).toBeInTheDocument();
    expect(
      screen.getByText(/Fill the repair-guide library with realistic sample guides/),
    ).toBeInTheDocument();
    // The placeholder keeps the signed-out notice's size but is hidden: an admin must not see 'Sign In' first.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Authentication Required' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate Guides' })).not.toBeInTheDocument();
  });
});
