/** Query keys of trial data, shared by every feature that reads or changes it (all start with the area's name). */
export const trialKeys = {
  all: ['trial'] as const,
  /** The signed-in user's profile and current roles. */
  me: (userId: string, sessionRoles = '') => [...trialKeys.all, 'me', userId, sessionRoles] as const,
  /** Everything about cases: a change to any case refreshes these (lists, counts, case pages). */
  cases: () => [...trialKeys.all, 'cases'] as const,
  caseLists: () => [...trialKeys.cases(), 'list'] as const,
  caseList: (filters: { open?: boolean } = {}) =>
    [...trialKeys.caseLists(), { open: filters.open ?? false }] as const,
  caseSummary: () => [...trialKeys.cases(), 'summary'] as const,
  caseDetail: (id: string) => [...trialKeys.cases(), 'detail', id] as const,
  casePartsOrders: (id: string) => [...trialKeys.cases(), 'parts-orders', id] as const,
  /** The case emails (customer notices and team copies) and whether they were sent: admins only. */
  outbox: () => [...trialKeys.all, 'outbox'] as const,
  dealerParts: () => [...trialKeys.all, 'dealer', 'parts'] as const,
  users: (filters: { role?: string; search?: string }) =>
    [...trialKeys.all, 'users', { role: filters.role ?? null, search: filters.search ?? '' }] as const,
};
