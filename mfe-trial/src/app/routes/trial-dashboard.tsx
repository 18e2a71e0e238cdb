import type { Role } from '@claims/contracts';
import { Badge, Button, Container, Skeleton, Stack, toast, useSignOutTo, type BadgeTone } from '@claims/ui';
import {
  LiveIndicator,
  isRetryableError,
  useLiveCaseQueries,
  useRetryWhileFailing,
  useSession,
} from '@claims/web-kit';
import { useEffect } from 'react';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { useMe } from '../../lib/get-me';
import { useCaseSummary } from '../../lib/cases/get-case-summary';
import { trialKeys } from '../../lib/query-keys';
import { ActionTiles } from '../../features/dashboard/components/action-tiles';
import { CaseList } from '../../features/dashboard/components/case-list';
import { StatTiles } from '../../features/dashboard/components/stat-tiles';

export const failedToLoadProfile = 'Failed to load profile';

const roleTones: Record<Role, BadgeTone> = {
  customer: 'brand',
  tech: 'accent',
  insurance: 'purple',
  admin: 'orange',
};

const Page = styled(Container)`
  /* The footer starts below the first screen, so content arriving later never pushes it (no layout shift). */
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(16)};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const RoleList = styled(Stack)`
  list-style: none;
  margin: 0;
  padding: 0;
  min-height: 1.75rem;
`;

/**
 * The dashboard's first screen before anyone is known: the heading where the live page puts it, placeholders of the
 * welcome line, the roles, the tiles and the list, and the fixed figures. The build prerenders it
 * (`scripts/prerender-pages.tsx`) so the edge can send it with the first response; it is as tall as the screen, so
 * the footer never moves when the live page replaces it.
 */
export function TrialDashboardSkeleton() {
  return (
    <Page aria-busy="true">
      <Header>
        <div>
          <h1>Trial Dashboard</h1>
          <p>
            <Skeleton width="14rem" height="1.5rem" />
          </p>
          <Skeleton width="8rem" height="1.75rem" />
        </div>
        <Skeleton width="6.5rem" height="2.5rem" />
      </Header>
      <Skeleton height="10rem" radius="12px" />
      <StatTiles activeCount={undefined} />
      <Section>
        <Skeleton width="9rem" height="1.75rem" />
        <Skeleton height="12rem" radius="12px" />
      </Section>
    </Page>
  );
}

/** /trial-dashboard: role badges, action tiles by role, Active Cases and the marketing figures, the case list. */
export function TrialDashboardPage() {
  const session = useSession();
  // As the header's Sign Out: to the home page, which says so.
  const signOutAndLeave = useSignOutTo(paths.home);
  const me = useMe(session?.user.id ?? '', session?.roles);
  const summary = useCaseSummary();
  // The list and the Active Cases count reload on every pushed case change and after every reconnect.
  const liveStatus = useLiveCaseQueries([trialKeys.caseLists(), trialKeys.caseSummary()]);

  useEffect(() => {
    if (me.isError) toast.error(failedToLoadProfile, { description: me.error.message });
  }, [me.isError, me.error]);
  // After an outage the count and the profile come back by themselves, as the list does.
  useRetryWhileFailing(summary.isError && isRetryableError(summary.error), () => void summary.refetch());
  useRetryWhileFailing(me.isError && isRetryableError(me.error), () => void me.refetch());

  if (!session) return null;
  // The server's answer is current; the session's copy stands in while loading, and when the lookup fails
  // (the spec: a failed role lookup falls back to the customer role when nothing else is known).
  const fullName = me.data?.profile.fullName ?? session.user.fullName;
  const roles: Role[] = me.data?.roles ?? (session.roles.length > 0 ? session.roles : ['customer']);

  return (
    <Page>
      <Header>
        <div>
          <h1>Trial Dashboard</h1>
          <p>Welcome, {fullName}.</p>
          {me.isPending ? (
            <Skeleton width="8rem" height="1.75rem" />
          ) : (
            <RoleList forwardedAs="ul" direction="row" gap={2} wrap aria-label="Roles">
              {roles.map((role) => (
                <li key={role}>
                  <Badge tone={roleTones[role]}>{role}</Badge>
                </li>
              ))}
            </RoleList>
          )}
        </div>
        <Button variant="outline" onClick={() => void signOutAndLeave()}>
          Sign Out
        </Button>
      </Header>

      <ActionTiles roles={roles} />
      <StatTiles activeCount={summary.isError ? null : summary.data?.activeCount} />

      <Section aria-labelledby="cases-title">
        <h2 id="cases-title">{roles.includes('admin') ? 'All Cases' : 'Your Cases'}</h2>
        <LiveIndicator status={liveStatus} />
        <CaseList canFile={roles.includes('customer')} />
      </Section>
    </Page>
  );
}
