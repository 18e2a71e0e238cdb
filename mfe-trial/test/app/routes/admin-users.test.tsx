import type { Role } from '@claims/contracts';
import { cleanUpArea, renderArea, requestsTo, type ApiHandlers } from '@claims/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TrialRoutes from '../../../src/app/routes';
import { annSession } from '../../support/session-fixtures';

const noEmails: ApiHandlers = {
  'GET /api/trial/outbox': () => ({ status: 200, body: { items: [], total: 0, delivering: false } }),
};

/** The users page signed in as Ann with these roles; the case emails' outbox is empty unless `api` answers it. */
const renderUsers = (roles: Role[], api?: ApiHandlers) =>
  renderArea(TrialRoutes, '/admin/users', {
    session: annSession(roles),
    api: api && { ...noEmails, ...api },
  });

afterEach(cleanUpArea);

const users = {
  items: [
    {
      id: '65f1c0ffee0000000000a001',
      email: 'ada@example.com',
      fullName: 'Ada Admin',
      roles: ['admin'],
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    {
      id: '65f1c0ffee0000000000a002',
      email: 'tina@example.com',
      fullName: 'Tina Tech',
      roles: ['customer'],
      createdAt: '2026-01-02T00:00:00.000Z',
    },
  ],
  nextCursor: null,
};

describe('/admin/users', () => {
  it('lists users with their roles and gives a role to one', async () => {
    const { requests } = await renderUsers(['admin'], {
      'GET /api/trial/users?limit=100': () => ({ status: 200, body: users }),
      'PUT /api/auth/users/65f1c0ffee0000000000a002/roles': () => ({
        status: 200,
        body: { userId: '65f1c0ffee0000000000a002', roles: ['customer', 'tech'] },
      }),
    });
    const user = userEvent.setup();
    // The first test of the file also waits for the page's code to be compiled and loaded.
    const tina = await screen.findByRole('listitem', { name: 'Tina Tech' }, { timeout: 10_000 });
    expect(within(tina).getByRole('checkbox', { name: 'customer' })).toBeChecked();
    await user.click(within(tina).getByRole('checkbox', { name: 'tech' }));
    await user.click(within(tina).getByRole('button', { name: 'Save Roles for Tina Tech' }));
    await waitFor(() =>
      expect(requestsTo(requests, 'PUT /api/auth/users/65f1c0ffee0000000000a002/roles')[0].body).toEqual({
        roles: ['customer', 'tech'],
        // What the page showed, so a change made meanwhile elsewhere is not undone.
        previousRoles: ['customer'],
      }),
    );
    expect(await screen.findByText('Roles saved')).toBeInTheDocument();
  });

  it('keeps the focus on Save Roles once the roles are saved and read again', async () => {
    let saved = false;
    await renderUsers(['admin'], {
      'GET /api/trial/users?limit=100': () => ({
        status: 200,
        body: {
          ...users,
          items: users.items.map((item) =>
            saved && item.id === '65f1c0ffee0000000000a002' ? { ...item, roles: ['customer', 'tech'] } : item,
          ),
        },
      }),
      'PUT /api/auth/users/65f1c0ffee0000000000a002/roles': () => {
        saved = true;
        return { status: 200, body: { userId: '65f1c0ffee0000000000a002', roles: ['customer', 'tech'] } };
      },
    });
    const user = userEvent.setup();
    const tina = await screen.findByRole('listitem', { name: 'Tina Tech' }, { timeout: 10_000 });
    await user.click(within(tina).getByRole('checkbox', { name: 'tech' }));
    const save = within(tina).getByRole('button', { name: 'Save Roles for Tina Tech' });
    save.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Roles saved')).toBeInTheDocument();
    // Read again: the boxes show the saved roles, nothing is left to save, and the keyboard carries on from here.
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    expect(within(tina).getByRole('checkbox', { name: 'tech' })).toBeChecked();
    expect(save).toHaveFocus();
  });

  it("shows the server's refusal to remove the last admin and puts the boxes back", async () => {
    await renderUsers(['admin'], {
      'GET /api/trial/users?limit=100': () => ({ status: 200, body: users }),
      'PUT /api/auth/users/65f1c0ffee0000000000a001/roles': () => ({
        status: 409,
        body: {
          error: { code: 'conflict', message: 'This is the only admin; make another user an admin first' },
        },
      }),
    });
    const user = userEvent.setup();
    const ada = await screen.findByRole('listitem', { name: 'Ada Admin' });
    await user.click(within(ada).getByRole('checkbox', { name: 'customer' }));
    await user.click(within(ada).getByRole('checkbox', { name: 'admin' }));
    await user.click(within(ada).getByRole('button', { name: 'Save Roles for Ada Admin' }));
    expect(
      await screen.findByText('This is the only admin; make another user an admin first'),
    ).toBeInTheDocument();
    expect(within(ada).getByRole('checkbox', { name: 'admin' })).toBeChecked();
  });

  it('shows the roles someone changed meanwhile after the server refuses to undo them', async () => {
    let current = users;
    await renderUsers(['admin'], {
      'GET /api/trial/users?limit=100': () => ({ status: 200, body: current }),
      'PUT /api/auth/users/65f1c0ffee0000000000a002/roles': () => {
        // Another tab granted tech a moment ago.
        current = {
          ...users,
          items: users.items.map((item) =>
            item.id === '65f1c0ffee0000000000a002' ? { ...item, roles: ['customer', 'tech'] } : item,
          ),
        };
        return {
          status: 409,
          body: {
            error: {
              code: 'conflict',
              message:
                'Someone changed these roles meanwhile: they are now customer, tech. Check them and save again.',
            },
          },
        };
      },
    });
    const user = userEvent.setup();
    const tina = await screen.findByRole('listitem', { name: 'Tina Tech' });
    await user.click(within(tina).getByRole('checkbox', { name: 'insurance' }));
    await user.click(within(tina).getByRole('button', { name: 'Save Roles for Tina Tech' }));
    expect(
      await screen.findByText(
        'Someone changed these roles meanwhile: they are now customer, tech. Check them and save again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'Tina Tech' })).getByRole('checkbox', { name: 'tech' }),
      ).toBeChecked(),
    );
    const row = screen.getByRole('listitem', { name: 'Tina Tech' });
    expect(within(row).getByRole('checkbox', { name: 'insurance' })).not.toBeChecked();
  });

  it('says why Save Roles cannot be pressed when no role is ticked', async () => {
    await renderUsers(['admin'], {
      'GET /api/trial/users?limit=100': () => ({ status: 200, body: users }),
    });
    const user = userEvent.setup();
    const tina = await screen.findByRole('listitem', { name: 'Tina Tech' });
    await user.click(within(tina).getByRole('checkbox', { name: 'customer' }));
    const save = within(tina).getByRole('button', { name: 'Save Roles for Tina Tech' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Tick at least one role: every account needs one.');
    await user.click(within(tina).getByRole('checkbox', { name: 'tech' }));
    expect(within(tina).queryByText(/Tick at least one role/)).not.toBeInTheDocument();
    expect(save).toBeEnabled();
  });

  it('searches by name or email', async () => {
    const { requests } = await renderUsers(['admin'], {
      'GET /api/trial/users?limit=100': () => ({ status: 200, body: users }),
      'GET /api/trial/users?limit=100&search=tina': () => ({
        status: 200,
        body: { items: [users.items[1]], nextCursor: null },
      }),
    });
    const user = userEvent.setup();
    await screen.findByRole('listitem', { name: 'Ada Admin' });
    await user.type(screen.getByLabelText('Search by name or email'), 'tina');
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Ada Admin' })).not.toBeInTheDocument(),
    );
    expect(requestsTo(requests, 'GET /api/trial/users?limit=100&search=tina')).toHaveLength(1);
  });

  it('shows the emails about cases once the user list is read, so the list arriving moves nothing below it', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    await renderUsers(['admin'], {
      'GET /api/trial/users?limit=100': () => new Promise((resolve) => (answer = resolve)),
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Emails about cases' })).not.toBeInTheDocument();
    answer({ status: 200, body: users });
    expect(await screen.findByRole('region', { name: 'Emails about cases' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Ada Admin' })).toBeInTheDocument();
  });

  it('lists the emails about cases and whether each was sent', async () => {
    await renderUsers(['admin'], {
      'GET /api/trial/users?limit=100': () => ({ status: 200, body: users }),
      'GET /api/trial/outbox': () => ({
        status: 200,
        body: {
          total: 2,
          delivering: false,
          items: [
            {
              id: 'e2',
              to: 'team@example.com',
              subject: '[Team] Case CA-2026-000123 received',
              text: 'Customer: Carl',
              status: 'held',
              attempts: 0,
              createdAt: '2026-07-01T15:05:00.000Z',
            },
          ],
        },
      }),
    });
    const section = await screen.findByRole('region', { name: 'Emails about cases' });
    const table = await within(section).findByRole('table', { name: 'Case emails' });
    expect(within(table).getByText('[Team] Case CA-2026-000123 received')).toBeInTheDocument();
    expect(within(table).getByText('Kept (no mail server configured)')).toBeInTheDocument();
    expect(within(section).getByText('Showing 1 of 2 emails, newest first.')).toBeInTheDocument();
  });

  it("tells a non-admin 'Access Denied'", async () => {
    const { requests } = await renderUsers(['customer']);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to dashboard' })).toHaveAttribute(
      'href',
      '/trial-dashboard',
    );
    expect(requests).toHaveLength(0);
  });
});
