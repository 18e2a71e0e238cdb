import type { Role } from '@claims/contracts';

/** The signed-in caller as the case rules see them (from the access token). */
export type CaseViewer = { id: string; name: string; roles: readonly Role[] };

export type CaseScopeFilter =
  Record<string, never> | { customerId: string } | { techId: string } | { insuranceId: string };

/**
 * Which cases a user may see, in the spec's order: an admin all; otherwise a customer their own, else a
 * technician the cases assigned to them, else an insurance user theirs. No role at all counts as customer.
 */
export function caseScopeFilter(viewer: CaseViewer): CaseScopeFilter {
  const { roles, id } = viewer;
  if (roles.includes('admin')) return {};
  if (roles.includes('customer') || roles.length === 0) return { customerId: id };
  if (roles.includes('tech')) return { techId: id };
  if (roles.includes('insurance')) return { insuranceId: id };
  return { customerId: id };
}

/** Whether a case (already read) is inside the viewer's scope: the same rule as `caseScopeFilter`. */
export function isInScope(
  caseDoc: { customerId: string; techId: string | null; insuranceId: string | null },
  viewer: CaseViewer,
): boolean {
  const filter = caseScopeFilter(viewer);
  return Object.entries(filter).every(([field, value]) => caseDoc[field as keyof typeof caseDoc] === value);
}
