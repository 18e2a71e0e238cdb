import { applicationTypes, surveyTypes, type LeadKind } from '@claims/contracts';

export type Board = LeadKind | 'outbox';
export type TypedKind = 'application' | 'survey';

/** What the leads page shows, kept in its address so a reload (or a link sent to another admin) opens the same view. */
export type LeadsView = {
  board: Board;
  /** The type open in each kind that has types. */
  types: Record<TypedKind, string>;
  /** Whether the admin chose the kind's type (otherwise it opens on its first type that has leads). */
  picked: Record<TypedKind, boolean>;
  /** The open kind's own search box, as typed. */
  q: string;
  /** The search of every lead, as typed. */
  all: string;
};

const boards: readonly Board[] = ['demo', 'application', 'survey', 'outbox'];
const typesOf: Record<TypedKind, readonly string[]> = { application: applicationTypes, survey: surveyTypes };
export const isTypedKind = (board: Board): board is TypedKind =>
  board === 'application' || board === 'survey';

/** Longer than any search an admin types; an address edited by hand cannot make the boxes hold a novel. */
const maxSearch = 200;

/** The view an address asks for; anything unknown or malformed in it is ignored (the default view). */
export function readLeadsView(params: URLSearchParams): LeadsView {
  const view = params.get('view');
  const board = boards.find((b) => b === view) ?? 'demo';
  const type = params.get('type');
  const types = { application: 'provider', survey: 'customer' };
  const picked = { application: false, survey: false };
  if (isTypedKind(board) && type && typesOf[board].includes(type)) {
    types[board] = type;
    picked[board] = true;
  }
  return {
    board,
    types,
    picked,
    q: board === 'outbox' ? '' : (params.get('q') ?? '').slice(0, maxSearch),
    all: (params.get('all') ?? '').slice(0, maxSearch),
  };
}

/** The address's query for a view: only what differs from the default, in a fixed order. */
export function leadsViewParams(view: LeadsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.board !== 'demo') params.set('view', view.board);
  if (isTypedKind(view.board) && view.picked[view.board]) params.set('type', view.types[view.board]);
  if (view.q && view.board !== 'outbox') params.set('q', view.q);
  if (view.all) params.set('all', view.all);
  return params;
}
