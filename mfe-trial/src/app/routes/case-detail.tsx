import type { CaseDetail, CasePerson } from '@claims/contracts';
import { Button, ButtonLink, Card, EmptyState, ErrorPanel } from '@claims/ui';
import { LiveIndicator, isApiRequestError, useLiveCaseQueries, useSession } from '@claims/web-kit';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/format';
import { trialKeys } from '../../lib/query-keys';
import { useCase } from '../../lib/cases/get-case';
import { CaseStatusBadge } from '../../components/case-status-badge';
import { CaseAssignment } from '../../features/case-detail/components/case-assignment';
import {
  CaseDetailLoading,
  CasePage as Page,
} from '../../features/case-detail/components/case-detail-loading';
import { CaseMoves } from '../../features/case-detail/components/case-moves';
import { CaseNoteForm } from '../../features/case-detail/components/case-note-form';
import { CasePartsOrders } from '../../features/case-detail/components/case-parts-orders';
import { CasePhotos } from '../../features/case-detail/components/case-photos';
import { CaseTimeline } from '../../features/case-detail/components/case-timeline';

export const caseNotFoundTitle = 'Case not found';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-family: ${({ theme }) => theme.fonts.mono};
  }
  p {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  margin: 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function person(value: CasePerson | null, empty: string): ReactNode {
  return value ? value.fullName || value.email : <Muted>{empty}</Muted>;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel as="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Panel>
  );
}

function CaseView({ caseDetail }: { caseDetail: CaseDetail }) {
  const session = useSession();
  const userId = session?.user.id ?? '';
  const roles = session?.roles ?? [];
  const isAdmin = roles.includes('admin');
  const isAssignedTech = roles.includes('tech') && caseDetail.techId === userId;
  const isOwner = caseDetail.customerId === userId;
  // This case's page reloads when a change to it is pushed, and after every reconnect.
  const liveStatus = useLiveCaseQueries([trialKeys.caseDetail(caseDetail.id)], { caseId: caseDetail.id });

  return (
    <Page>
      <Link to={paths.dashboard}>← Back to dashboard</Link>
      <Header>
        <h1>{caseDetail.caseNumber}</h1>
        <CaseStatusBadge status={caseDetail.status} />
        <LiveIndicator status={liveStatus} />
        <p>
          Filed <time dateTime={caseDetail.createdAt}>{formatDateTime(caseDetail.createdAt)}</time>
        </p>
      </Header>
      <Columns>
        <Column>
          <Section id="case-details-title" title="Case details">
            <Details>
              <dt>Device</dt>
              <dd>{caseDetail.deviceType}</dd>
              <dt>Model</dt>
              <dd>{caseDetail.modelNumber || <Muted>Not given</Muted>}</dd>
              <dt>Serial</dt>
              <dd>{caseDetail.serialNumber || <Muted>Not given</Muted>}</dd>
              <dt>Issue</dt>
              <dd>{caseDetail.issueDescription}</dd>
              <dt>Customer</dt>
              <dd>{person(caseDetail.customer, 'Unknown')}</dd>
              <dt>Technician</dt>
              <dd>{person(caseDetail.tech, 'Not assigned yet')}</dd>
              <dt>Insurance</dt>
              <dd>{person(caseDetail.insurance, 'Not assigned yet')}</dd>
            </Details>
          </Section>
          {caseDetail.allowedMoves.length > 0 && (
            <Section id="case-status-title" title="Update status">
              <CaseMoves caseDetail={caseDetail} />
            </Section>
          )}
          {isAdmin && (
            <Section id="case-assignment-title" title="Assignment">
              <CaseAssignment
                key={`${caseDetail.techId}-${caseDetail.insuranceId}`}
                caseDetail={caseDetail}
              />
            </Section>
          )}
          <Section id="case-photos-title" title="Photos">
            <CasePhotos caseDetail={caseDetail} canAdd={isOwner} />
          </Section>
          <Section id="case-parts-title" title="Parts orders">
            <CasePartsOrders caseId={caseDetail.id} canOrder={isAssignedTech || isAdmin} isAdmin={isAdmin} />
          </Section>
        </Column>
        <Column>
          <Section id="case-timeline-title" title="Timeline">
            <CaseTimeline history={caseDetail.history} />
            <CaseNoteForm caseId={caseDetail.id} />
          </Section>
        </Column>
      </Columns>
    </Page>
  );
}

/** /trial-dashboard/case/:id: everything about one case, and what the signed-in user may do with it. */
export function CaseDetailPage() {
  const { id = '' } = useParams();
  const query = useCase(id);

  if (query.isPending) {
    return <CaseDetailLoading />;
  }
  if (query.isError) {
    if (isApiRequestError(query.error) && (query.error.status === 404 || query.error.status === 400)) {
      return (
        <Page>
          <EmptyState
            title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>{caseNotFoundTitle}</h1>}
            description="This case does not exist, or it is not one you can see."
            action={<ButtonLink to={paths.dashboard}>Back to dashboard</ButtonLink>}
          />
        </Page>
      );
    }
    return (
      <Page>
        <ErrorPanel
          headingLevel={1}
          title="Failed to load case"
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
        <div>
          <Button variant="ghost" onClick={() => history.back()}>
            Go back
          </Button>
        </div>
      </Page>
    );
  }
  return <CaseView caseDetail={query.data} />;
}
