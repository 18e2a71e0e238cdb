import type { CaseDetail, CasePerson } from '@claims/contracts';
import { caseStatusColours } from '@claims/contracts/src/case-status';
import { badgeTones, Card, TermList } from '@claims/ui';
import { LiveIndicator, type LiveStatus } from '@claims/web-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { CaseStatusBadge } from '../../../components/case-status-badge';
import { CasePage } from './case-detail-loading';

/*
 * The top of the case page (its number, status and details), shared by the live page, the frame shown while the
 * page's code loads with the case already here, and the prerendered snapshot the edge fills with the case: the same
 * parts in the same places, so nothing moves from one to the next.
 */

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

export const CaseColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const CaseColumn = styled.div`
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

const Details = styled(TermList).attrs({ $mutedTerms: true, $keepLineBreaks: true })`
  column-gap: ${({ theme }) => theme.space(5)};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function person(value: CasePerson | null, empty: string): ReactNode {
  return value ? value.fullName || value.email : <Muted>{empty}</Muted>;
}

export function CaseSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel as="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Panel>
  );
}

/** The case's fields shown at the top of its page. */
export type CaseSummary = Pick<
  CaseDetail,
  | 'caseNumber'
  | 'status'
  | 'createdAt'
  | 'deviceType'
  | 'modelNumber'
  | 'serialNumber'
  | 'issueDescription'
  | 'customer'
  | 'tech'
  | 'insurance'
>;

/** Back link, number, status, live badge and filing time. `filed: false` leaves the time out (the snapshot). */
export function CaseHeader({
  caseDetail,
  liveStatus,
  filed = true,
}: {
  caseDetail: CaseSummary;
  liveStatus: LiveStatus;
  filed?: boolean;
}) {
  return (
    <>
      <Link to={paths.dashboard}>← Back to dashboard</Link>
      <Header>
        <h1>{caseDetail.caseNumber}</h1>
        <CaseStatusBadge status={caseDetail.status} />
        <LiveIndicator status={liveStatus} />
        <p>
          Filed{' '}
          <time dateTime={caseDetail.createdAt}>{filed ? formatDateTime(caseDetail.createdAt) : null}</time>
        </p>
      </Header>
    </>
  );
}

export function CaseDetailsSection({ caseDetail }: { caseDetail: CaseSummary }) {
  return (
    <CaseSection id="case-details-title" title="Case details">
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
    </CaseSection>
  );
}

/**
 * The case page's first screen: what the live page shows first, in the same places. Shown while the page's code
 * loads when the case came with the page, and prerendered with placeholders for the edge to fill. Its live badge
 * says "Connecting…", as the live page does until its connection answers.
 */
export function CaseFirstScreen({ caseDetail, filed = true }: { caseDetail: CaseSummary; filed?: boolean }) {
  return (
    <CasePage>
      <CaseHeader caseDetail={caseDetail} liveStatus="connecting" filed={filed} />
      <CaseColumns>
        <CaseColumn>
          <CaseDetailsSection caseDetail={caseDetail} />
        </CaseColumn>
      </CaseColumns>
    </CasePage>
  );
}

/** A person of the template: the name the edge fills in, or the page's own words for nobody. */
const placeholderPerson = (field: 'customer' | 'tech' | 'insurance', nobody: string) => ({
  id: '',
  email: '',
  fullName: `{{${field}.fullName|${nobody}}}`,
});

/**
 * The case page's first screen as a template for the edge (`PrerenderedPage.data`): `{{field}}` where the case's
 * text goes, `{{field|words}}` where the page shows words of its own for an empty field.
 */
export const caseFirstScreenTemplate: CaseSummary = {
  caseNumber: '{{caseNumber}}',
  status: '{{status}}',
  createdAt: '{{createdAt}}',
  deviceType: '{{deviceType}}',
  modelNumber: '{{modelNumber|Not given}}',
  serialNumber: '{{serialNumber|Not given}}',
  issueDescription: '{{issueDescription}}',
  customer: placeholderPerson('customer', 'Unknown'),
  tech: placeholderPerson('tech', 'Not assigned yet'),
  insurance: placeholderPerson('insurance', 'Not assigned yet'),
};

/**
 * The status badge's colour in the filled snapshot: the badge is rendered once with a placeholder status, so its
 * colour comes from its `data-status` (the tone the live badge has for that status).
 */
const StatusColours = styled.div`
  ${Object.entries(caseStatusColours)
    .map(([status, tone]) => {
      const { bg, fg, border } = badgeTones[tone];
      return `[data-status='${status}'] { background: ${bg}; color: ${fg}; border-color: ${border}; }`;
    })
    .join('\n')}
`;

/** The snapshot the edge fills with the visitor's case: the first screen, with every status's colour. */
export function CaseFirstScreenSnapshot() {
  return (
    <StatusColours>
      <CaseFirstScreen caseDetail={caseFirstScreenTemplate} filed={false} />
    </StatusColours>
  );
}
