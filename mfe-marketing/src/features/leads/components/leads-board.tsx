import { useCallback, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  ErrorPanel,
  Field,
  Skeleton,
  Stack,
  Tab,
  TabPanel,
  Tabs,
  TextInput,
  VisuallyHidden,
  toast,
} from '@claims/ui';
import {
  applicationTypeLabels,
  applicationTypes,
  leadKindLabels,
  surveyTypeLabels,
  surveyTypes,
  type LeadCounts,
  type LeadKind,
} from '@claims/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useLeads } from '../api/get-leads';
import { marketingKeys } from '../../../lib/query-keys';
import { useExportLeadsCsv } from '../api/export-leads-csv';
import { useOutbox } from '../api/get-outbox';
import { LeadsTable } from './leads-table';
import { OutboxTable } from './outbox-table';
import { LeadsSearch, useSearchEveryLead } from './leads-search';
import { WrappingTabList } from '../../../components/wrapping-tab-list';
import { leadsViewParams, readLeadsView, type Board, type TypedKind } from '../utils/leads-view';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  > :first-child {
    flex: 1 1 18rem;
    max-width: 28rem;
  }
`;

const ToolbarActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const ActionsBar = styled(ToolbarActions)`
  justify-content: flex-end;
`;

/**
 * The board's tab strips: their labels grow when the counts arrive ("Applications" → "Applications (12)"). Wrapped by
 * the labels' widths, a longer label pushed a tab onto another row and moved everything under the strip (a layout
 * shift of 0.11 on a phone). In cells of one width, the rows depend on the screen's width alone.
 */
const CountedTabList = styled(WrappingTabList)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
`;

const SearchRow = styled.div`
  max-width: 28rem;
`;

const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);

function kindCount(counts: LeadCounts | undefined, kind: LeadKind): number | undefined {
  if (!counts) return undefined;
  return kind === 'demo' ? counts.demo : sum(counts[kind]);
}

const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

function typeLabels(kind: LeadKind): { value: string; label: string }[] {
  if (kind === 'application')
    return applicationTypes.map((t) => ({ value: t, label: applicationTypeLabels[t] }));
  if (kind === 'survey') return surveyTypes.map((t) => ({ value: t, label: surveyTypeLabels[t] }));
  return [];
}

/** What each kind's search box matches: a kind with types searches all of them at once. */
const searchHints: Record<LeadKind, string> = {
  demo: 'Matches any field: name, email, company, answers…',
  application: 'Matches any field of every type of application: name, email, company, answers…',
  survey: 'Matches any field of every type of survey: name, email, company, answers…',
};

function LeadsSearchBox({
  kind,
  value,
  onChange,
}: {
  kind: LeadKind;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label="Search leads" hint={searchHints[kind]}>
      <TextInput type="search" value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

/** What a kind's own search box covers, for the message when it finds nothing. */
const kindScope: Record<LeadKind, string> = {
  demo: 'demo requests',
  application: 'applications (every type)',
  survey: 'survey responses (every type)',
};

/** A search as a label quotes it: a long one is cut, so a button stays on the screen. */
export const quotedSearch = (q: string) => `“${q.length > 24 ? `${q.slice(0, 23)}…` : q}”`;

/** A button whose label quotes a search: it wraps on a phone rather than widen the page. */
const SearchButton = styled(Button)`
  max-width: 100%;
  white-space: normal;
  overflow-wrap: anywhere;
`;

const matchCount = (count: number) => `${count} ${count === 1 ? 'match' : 'matches'}`;

/** The list of one kind (and type) of lead: export, loading, empty and error states. */
function LeadsList({
  kind,
  type,
  q,
  searchBox,
  onCounts,
  onShowType,
}: {
  kind: LeadKind;
  type?: string;
  /** The search, already trimmed; empty for none. */
  q: string;
  /** The search box, when the list has it in its own toolbar (a kind with types has one above its type tabs). */
  searchBox?: ReactNode;
  onCounts: (counts: LeadCounts) => void;
  onShowType?: (type: string) => void;
}) {
  const leads = useLeads({ kind, type, q: q || undefined });
  const searchEveryLead = useSearchEveryLead();
  const exporter = useExportLeadsCsv();
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void queryClient.invalidateQueries({ queryKey: marketingKeys.all }).finally(() => setRefreshing(false));
  };
  const counts = leads.data?.counts;
  useEffect(() => {
    if (counts) onCounts(counts);
  }, [counts, onCounts]);

  const typeLabel = typeLabels(kind).find((t) => t.value === type)?.label;
  const label = type
    ? `${typeLabel} ${kind === 'survey' ? 'survey responses' : 'applications'}`
    : leadKindLabels[kind];
  // The kind's other types that the search finds something in, for a type that has no match.
  const matchesElsewhere =
    q && type
      ? typeLabels(kind)
          .map((t) => ({ ...t, count: leads.data?.matchesByType?.[t.value] ?? 0 }))
          .filter((t) => t.value !== type && t.count > 0)
      : [];

  const actions = (
    <ToolbarActions>
      <Button variant="outline" loading={refreshing} loadingText="Refreshing..." onClick={refresh}>
        Refresh
      </Button>
      <Button
        variant="outline"
        loading={exporter.isPending}
        loadingText="Exporting..."
        disabled={!leads.data || leads.data.total === 0}
        onClick={() =>
          exporter.mutate(
            { kind, type, q: q || undefined },
            { onError: (error) => toast.error('Export failed', { description: error.message }) },
          )
        }
      >
        Export CSV
      </Button>
    </ToolbarActions>
  );

  return (
    <Stack gap={4}>
      {searchBox ? (
        <Toolbar>
          {searchBox}
          {actions}
        </Toolbar>
      ) : (
        <ActionsBar>{actions}</ActionsBar>
      )}
      {leads.isPending ? (
        <Stack gap={3} aria-busy="true">
          <VisuallyHidden role="status">Loading leads…</VisuallyHidden>
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </Stack>
      ) : leads.isError ? (
        <ErrorPanel
          title="The leads could not be loaded"
          message={leads.error.message}
          onRetry={() => leads.refetch()}
          retrying={leads.isFetching}
        />
      ) : leads.data.items.length === 0 && matchesElsewhere.length > 0 ? (
        <EmptyState
          title={`No matches in ${typeLabel} — ${matchesElsewhere.map((t) => `${t.count} in ${t.label}`).join(', ')}`}
          description="The search covers every type; open one to see its matches."
          action={
            <ToolbarActions>
              {matchesElsewhere.map((t) => (
                <Button key={t.value} variant="outline" size="sm" onClick={() => onShowType?.(t.value)}>
                  Show {matchCount(t.count)} in {t.label}
                </Button>
              ))}
            </ToolbarActions>
          }
        />
      ) : leads.data.items.length === 0 && q ? (
        <EmptyState
          title={`No ${leadKindLabels[kind].toLowerCase()} match “${q}”`}
          description={`This box searches ${kindScope[kind]} only. The search might be in another kind of lead, or try another word.`}
          action={
            searchEveryLead ? (
              <SearchButton variant="outline" size="sm" onClick={() => searchEveryLead(q)}>
                Search every lead for {quotedSearch(q)}
              </SearchButton>
            ) : undefined
          }
        />
      ) : leads.data.items.length === 0 ? (
        <EmptyState
          title="No leads here yet"
          description="New submissions appear here as soon as they arrive."
        />
      ) : (
        <>
          <p role="status">
            Showing {leads.data.items.length} of {leads.data.total} {label.toLowerCase()}, newest first.
          </p>
          <LeadsTable kind={kind} type={type} leads={leads.data.items} caption={label} />
        </>
      )}
    </Stack>
  );
}

/** Demo requests: one list, its search box in its toolbar. */
function DemoLeads({
  search,
  onSearchChange,
  onCounts,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  onCounts: (counts: LeadCounts) => void;
}) {
  const q = useDeferredValue(search.trim());
  return (
    <LeadsList
      kind="demo"
      q={q}
      searchBox={<LeadsSearchBox kind="demo" value={search} onChange={onSearchChange} />}
      onCounts={onCounts}
    />
  );
}

/**
 * Applications or survey responses: one search box above the type tabs that searches every type, and while it
 * is in use each tab says how many of its leads match.
 */
function TypedLeads({
  kind,
  type,
  counts,
  search,
  onSearchChange,
  onTypeChange,
  onCounts,
}: {
  kind: TypedKind;
  type: string;
  counts: LeadCounts | undefined;
  search: string;
  onSearchChange: (search: string) => void;
  onTypeChange: (type: string) => void;
  onCounts: (counts: LeadCounts) => void;
}) {
  const q = useDeferredValue(search.trim());
  // The same query as the open type's list (one request): with a search it counts the matches of every type.
  const leads = useLeads({ kind, type, q: q || undefined });
  const matchesByType = q ? leads.data?.matchesByType : undefined;
  // "Show N matches in …" goes away with the list it was in: the focus goes to the tab it opened.
  const typeTabs = useRef<HTMLDivElement>(null);
  const focusOpenedTab = useRef(false);
  useEffect(() => {
    if (!focusOpenedTab.current) return;
    focusOpenedTab.current = false;
    typeTabs.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [type]);
  const showType = (value: string) => {
    focusOpenedTab.current = true;
    onTypeChange(value);
  };
  return (
    <Stack gap={4}>
      <SearchRow>
        <LeadsSearchBox kind={kind} value={search} onChange={onSearchChange} />
      </SearchRow>
      <div ref={typeTabs}>
        <Tabs value={type} onValueChange={onTypeChange}>
          <CountedTabList aria-label={kind === 'application' ? 'Application types' : 'Survey types'}>
            {typeLabels(kind).map((t) => {
              const total = counts?.[kind][t.value as never] as number | undefined;
              const matches = matchesByType?.[t.value];
              return (
                <Tab key={t.value} value={t.value}>
                  {matches === undefined || total === undefined
                    ? withCount(t.label, total)
                    : `${t.label} (${matches} of ${total})`}
                </Tab>
              );
            })}
          </CountedTabList>
          {typeLabels(kind).map((t) => (
            <TabPanel key={t.value} value={t.value}>
              <LeadsList kind={kind} type={t.value} q={q} onCounts={onCounts} onShowType={showType} />
            </TabPanel>
          ))}
        </Tabs>
      </div>
    </Stack>
  );
}

/**
 * Leads by kind, then by type, with counts on every tab; plus the email outbox. The open tabs and the searches are
 * kept in the page's address (replacing its history entry as they change), so a reload opens the same view.
 */
export function LeadsBoard() {
  const [params, setParams] = useSearchParams();
  const [initial] = useState(() => readLeadsView(params));
  const [board, setBoard] = useState<Board>(initial.board);
  const [types, setTypes] = useState(initial.types);
  // Until the admin picks a type, each kind opens on its first type that has leads (not on an empty first tab).
  const [picked, setPicked] = useState(initial.picked);
  // The open kind's own search box; each kind's box starts empty when its tab is opened.
  const [search, setSearch] = useState(initial.q);
  const [everyLeadSearch, setEveryLeadSearch] = useState(initial.all);
  const [counts, setCounts] = useState<LeadCounts>();
  const outbox = useOutbox();
  const onCounts = useCallback((next: LeadCounts) => setCounts(next), []);

  const query = leadsViewParams({ board, types, picked, q: search, all: everyLeadSearch }).toString();
  const inAddress = params.toString();
  useEffect(() => {
    if (inAddress !== query)
      setParams(new URLSearchParams(query), { replace: true, preventScrollReset: true });
  }, [inAddress, query, setParams]);

  useEffect(() => {
    if (!counts) return;
    setTypes((current) => {
      let next = current;
      for (const kind of ['application', 'survey'] as const) {
        const byType = counts[kind] as Record<string, number | undefined>;
        if (picked[kind] || (byType[current[kind]] ?? 0) > 0) continue;
        const withLeads = typeLabels(kind).find((t) => (byType[t.value] ?? 0) > 0);
        if (withLeads) next = { ...next, [kind]: withLeads.value };
      }
      return next;
    });
  }, [counts, picked]);

  return (
    <LeadsSearch search={everyLeadSearch} onSearchChange={setEveryLeadSearch}>
      <Tabs
        value={board}
        onValueChange={(value) => {
          setBoard(value as Board);
          setSearch('');
        }}
      >
        <CountedTabList aria-label="Lead lists">
          {(['demo', 'application', 'survey'] as const).map((kind) => (
            <Tab key={kind} value={kind}>
              {withCount(leadKindLabels[kind], kindCount(counts, kind))}
            </Tab>
          ))}
          <Tab value="outbox">{withCount('Email outbox', outbox.data?.total)}</Tab>
        </CountedTabList>
        <TabPanel value="demo">
          <DemoLeads search={search} onSearchChange={setSearch} onCounts={onCounts} />
        </TabPanel>
        {(['application', 'survey'] as const).map((kind) => (
          <TabPanel key={kind} value={kind}>
            <TypedLeads
              kind={kind}
              type={types[kind]}
              counts={counts}
              search={search}
              onSearchChange={setSearch}
              onTypeChange={(value) => {
                setPicked((current) => ({ ...current, [kind]: true }));
                setTypes((current) => ({ ...current, [kind]: value }));
              }}
              onCounts={onCounts}
            />
          </TabPanel>
        ))}
        <TabPanel value="outbox">
          <OutboxTable />
        </TabPanel>
      </Tabs>
    </LeadsSearch>
  );
}
