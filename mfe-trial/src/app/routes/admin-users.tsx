import type { UserListItem } from '@claims/contracts';
import { roles as allRoles, type Role } from '@claims/contracts/src/auth-rules';
import {
  Button,
  Checkbox,
  Container,
  EmailOutbox,
  EmptyState,
  ErrorPanel,
  Field,
  Select,
  Skeleton,
  TextInput,
  toast,
  useDebouncedValue,
} from '@claims/ui';
import { useSession } from '@claims/web-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { useSetUserRoles, useUsers } from '../../lib/users';
import { trialKeys } from '../../lib/query-keys';

/** A failed try's notice gives way to the next try's outcome instead of staying under it. */
const rolesToastId = 'user-roles';

const Page = styled(Container)`
  /* The footer starts below the first screen, so content arriving later never pushes it (no layout shift). */
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(16)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const Intro = styled.p`
  margin: 0;
  max-width: 40rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What the page is for, in both its first screen and the live page (the same height in each: nothing moves). */
function UsersIntro() {
  return (
    <Intro>
      New accounts start with the customer role. Give technicians and insurers their role here so the cases
      assigned to them reach them; the last admin always keeps the admin role.
    </Intro>
  );
}

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr) auto;
  }
  .who strong {
    display: block;
  }
  .who span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
    margin: 0;
    padding: 0;
    border: 0;
  }
`;

const NoRole = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:empty {
    display: none;
  }
`;

function UserRow({ user }: { user: UserListItem }) {
  const setRoles = useSetUserRoles();
  const [chosen, setChosen] = useState<Role[]>(user.roles);
  // The roles read from the service changed (this save, another admin's): the boxes show them again. The row itself
  // stays, so the focus stays where it was (on Save Roles after a save).
  const [readRoles, setReadRoles] = useState(user.roles.join());
  if (readRoles !== user.roles.join()) {
    setReadRoles(user.roles.join());
    setChosen(user.roles);
  }
  const changed = chosen.join() !== user.roles.join();
  const noRoleId = `no-role-${user.id}`;

  const toggle = (role: Role, on: boolean) =>
    setChosen((current) =>
      allRoles.filter((candidate) => (candidate === role ? on : current.includes(candidate))),
    );

  const onSave = async () => {
    try {
      // What this page showed: another admin's (or tab's) change since is not silently undone (409, then re-read).
      await setRoles.mutateAsync({ userId: user.id, roles: chosen, previousRoles: user.roles });
      toast.success('Roles saved', {
        id: rolesToastId,
        description: `${user.fullName || user.email}: ${chosen.join(', ')}`,
      });
    } catch (error) {
      setChosen(user.roles);
      toast.error('Error', {
        id: rolesToastId,
        description: error instanceof Error ? error.message : 'Something went wrong',
      });
    }
  };

  return (
    <Row aria-label={user.fullName || user.email}>
      <div className="who">
        <strong>{user.fullName || '—'}</strong>
        <span>{user.email}</span>
      </div>
      <div>
        <fieldset aria-label={`Roles of ${user.fullName || user.email}`} aria-describedby={noRoleId}>
          {allRoles.map((role) => (
            <Checkbox
              key={role}
              label={role}
              checked={chosen.includes(role)}
              onChange={(event) => toggle(role, event.target.checked)}
            />
          ))}
        </fieldset>
        {/* Why Save Roles cannot be pressed: every account keeps at least one role. */}
        <NoRole id={noRoleId} role="alert">
          {chosen.length === 0 ? 'Tick at least one role: every account needs one.' : ''}
        </NoRole>
      </div>
      <Button
        size="sm"
        onClick={() => void onSave()}
        // One "Save Roles" per row: its name says whose (as each Save of /admin/bookings names its booking).
        aria-label={`Save Roles for ${user.fullName || user.email}`}
        aria-describedby={chosen.length === 0 ? noRoleId : undefined}
        disabled={!changed || chosen.length === 0}
        loading={setRoles.isPending}
        loadingText="Saving..."
      >
        Save Roles
      </Button>
    </Row>
  );
}

/**
 * The first screen of /admin/users before the user list (and the session) is known: the build prerenders it, so
 * the heading shows at once and the footer starts below the first screen.
 */
export function AdminUsersSkeleton() {
  return (
    <Page aria-busy="true">
      <Skeleton width="10rem" height="1.25rem" />
      <h1>Users</h1>
      <UsersIntro />
      <Skeleton height="4.5rem" radius="8px" />
      <Skeleton height="12rem" />
    </Page>
  );
}

/** /admin/users (admins): find users, see their roles and change them. The last admin cannot lose the role. */
export function AdminUsersPage() {
  const session = useSession();
  const isAdmin = session?.roles.includes('admin') ?? false;
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const debouncedSearch = useDebouncedValue(search.trim(), 250);
  const users = useUsers({ role: role || undefined, search: debouncedSearch || undefined }, isAdmin);

  if (!isAdmin) {
    // As the other admin pages: the page's own heading, then why it is closed; the way back as on the live page.
    return (
      <Page>
        <Link to={paths.dashboard}>← Back to dashboard</Link>
        <h1>Users</h1>
        <ErrorPanel
          title="Access Denied"
          message="Only admins can manage users. Ask an admin to grant your account the admin role."
        />
      </Page>
    );
  }

  return (
    <Page>
      <Link to={paths.dashboard}>← Back to dashboard</Link>
      <h1>Users</h1>
      <UsersIntro />
      <Filters>
        <Field label="Search by name or email">
          <TextInput type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </Field>
        <Field label="Role">
          <Select value={role} onChange={(event) => setRole(event.target.value as Role | '')}>
            <option value="">All roles</option>
            {allRoles.map((candidate) => (
              <option key={candidate} value={candidate}>
                {candidate}
              </option>
            ))}
          </Select>
        </Field>
      </Filters>
      {users.isPending ? (
        <Skeleton height="12rem" />
      ) : users.isError ? (
        <ErrorPanel
          title="Failed to load users"
          message={users.error.message}
          onRetry={() => void users.refetch()}
        />
      ) : users.data.items.length === 0 ? (
        <EmptyState title="No users found" />
      ) : (
        <List aria-label="Users">
          {users.data.items.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
        </List>
      )}
      {/* Below the list once it is read: under the list's placeholder it would move down the screen when the
          list (taller than the placeholder) arrives, a layout shift. */}
      {!users.isPending && (
        <section aria-labelledby="case-emails-title">
          <h2 id="case-emails-title">Emails about cases</h2>
          <EmailOutbox
            path="/api/trial/outbox"
            queryKey={trialKeys.outbox()}
            label="Case emails"
            emptyDescription="A new case, a change of status and a parts order each write one email to the customer and one to the team here."
          />
        </section>
      )}
    </Page>
  );
}
