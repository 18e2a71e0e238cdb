import {
  Fragment,
  createContext,
  useCallback,
  useContext,
  useDeferredValue,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import {
  Button,
  DataTable,
  ErrorPanel,
  Field,
  Skeleton,
  Stack,
  TableScroller,
  TermList,
  TextInput,
  VisuallyHidden,
} from '@claims/ui';
import { leadFields, leadKindLabels, leadTypeLabel, type Lead, type LeadKind } from '@claims/contracts';
import { formatCentral } from '../../../lib/format-central';
import { useLeads } from '../api/get-leads';
import { LongText, display } from './leads-table';

const kinds = ['demo', 'application', 'survey'] as const satisfies readonly LeadKind[];

const text = (value: Lead['fields'][string] | undefined) =>
  value === undefined || value === null ? '' : Array.isArray(value) ? value.join('; ') : String(value);

/** The first of these fields a lead has: forms name the person and the business differently (`ownerName`, `storeName`…). */
const firstOf = (lead: Lead, names: readonly string[]) =>
  text(
    names
      .map((name) => lead.fields[name])
      .find((value) => value !== undefined && value !== null && value !== ''),
  );
const personFields = ['name', 'contactName', 'ownerName'] as const;
const businessFields = ['company', 'companyName', 'storeName'] as const;

/** What a row of each kind is, when its type does not say (a demo request has no type). */
const kindSingular: Record<LeadKind, string> = {
  demo: 'Demo request',
  application: 'Application',
  survey: 'Survey',
};

const Details = styled(TermList)`
  grid-template-columns: minmax(8rem, max-content) minmax(0, 40rem);
  row-gap: ${({ theme }) => theme.space(1)};
  overflow-wrap: anywhere;
  /*
   * The row below a match spans the whole table, which on a phone is wider than the screen and scrolled to where the
   * Details button was: the answers keep to the visible part of the scroll area, from its left edge, whatever its
   * scroll, and wrap within the screen's width.
   */
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    position: sticky;
    left: ${({ theme }) => theme.space(3)};
    width: min(48rem, calc(100vw - 4rem));
    grid-template-columns: minmax(6rem, max-content) minmax(0, 1fr);
  }
`;

/** Every answer of one lead, labelled as its form labels them: what a search row opens to. */
function LeadDetails({ kind, lead, id }: { kind: LeadKind; lead: Lead; id: string }) {
  const answers = leadFields(kind, lead.type)
    .map((field) => ({ field, answer: display(lead.fields[field.name], field.choices) }))
    .filter(({ answer }) => answer);
  return (
    <Details id={id}>
      {answers.map(({ field, answer }) => (
        <Fragment key={field.name}>
          <dt>{field.label}</dt>
          <dd>
            <LongText text={answer} />
          </dd>
        </Fragment>
      ))}
      {lead.page && (
        <>
          <dt>Page</dt>
          <dd>{lead.page}</dd>
        </>
      )}
    </Details>
  );
}

/** A match's row, and below it, once opened, every answer of the lead. */
function MatchRow({ kind, lead }: { kind: LeadKind; lead: Lead }) {
  const [open, setOpen] = useState(false);
  const detailsId = `lead-${lead.id}-details`;
  const name = firstOf(lead, personFields);
  return (
    <>
      <tr>
        <td>
          <time dateTime={lead.createdAt}>{formatCentral(lead.createdAt)}</time>
        </td>
        <td>{leadTypeLabel(lead) || kindSingular[kind]}</td>
        <td>{name}</td>
        <td>
          {lead.fields.email ? (
            <a href={`mailto:${text(lead.fields.email)}`}>{text(lead.fields.email)}</a>
          ) : null}
        </td>
        <td>{firstOf(lead, businessFields)}</td>
        <td>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            aria-label={`${open ? 'Hide' : 'Show'} every answer of ${name || text(lead.fields.email) || 'this lead'}`}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide' : 'Details'}
          </Button>
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={6}>
            <LeadDetails kind={kind} lead={lead} id={detailsId} />
          </td>
        </tr>
      )}
    </>
  );
}

const SearchField = styled.div`
  max-width: 36rem;
`;

/** One kind's matches for the search across every lead. */
function KindMatches({ kind, q }: { kind: (typeof kinds)[number]; q: string }) {
  // Without a type the service searches every type of the kind.
  const leads = useLeads({ kind, q });
  const title = leadKindLabels[kind];
  if (leads.isPending) return <Skeleton height="4rem" />;
  if (leads.isError) {
    return (
      <ErrorPanel
        title={`${title} could not be searched`}
        message={leads.error.message}
        onRetry={() => leads.refetch()}
        retrying={leads.isFetching}
      />
    );
  }
  const { items, total } = leads.data;
  return (
    <section aria-label={`${title} matching the search`}>
      <h2>
        {title} ({total})
      </h2>
      {items.length === 0 ? (
        <p>No {title.toLowerCase()} match.</p>
      ) : (
        <TableScroller label={`${title} matching “${q}”`}>
          <DataTable>
            <VisuallyHidden as="caption">{`${title} matching “${q}”`}</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Type</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Company</th>
                <th scope="col">
                  <VisuallyHidden>Every answer</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((lead) => (
                <MatchRow key={lead.id} kind={kind} lead={lead} />
              ))}
            </tbody>
          </DataTable>
        </TableScroller>
      )}
    </section>
  );
}

/** Says what the search was; a long word in it wraps within the page. */
const Results = styled.p`
  overflow-wrap: anywhere;
`;

/** Puts a search into the box that searches every lead, and the focus on it (a kind's search that found nothing). */
const SearchEveryLead = createContext<((q: string) => void) | null>(null);

export const useSearchEveryLead = () => useContext(SearchEveryLead);

/**
 * A search across every lead (demo requests, all applications, all surveys): the boxes below it search only the
 * kind of their tab (every type of it).
 */
export function LeadsSearch({
  search,
  onSearchChange,
  children,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  children: ReactNode;
}) {
  const q = useDeferredValue(search.trim());
  const input = useRef<HTMLInputElement>(null);
  const searchEveryLead = useCallback(
    (value: string) => {
      onSearchChange(value);
      input.current?.focus();
    },
    [onSearchChange],
  );
  return (
    <Stack gap={6}>
      <SearchField>
        <Field label="Search every lead" hint="Demo requests, applications and surveys of every type">
          <TextInput
            ref={input}
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </Field>
      </SearchField>
      {q ? (
        <Stack gap={6}>
          <Results role="status">Results for &ldquo;{q}&rdquo; in every kind of lead.</Results>
          {kinds.map((kind) => (
            <KindMatches key={kind} kind={kind} q={q} />
          ))}
        </Stack>
      ) : (
        <SearchEveryLead.Provider value={searchEveryLead}>{children}</SearchEveryLead.Provider>
      )}
    </Stack>
  );
}
