/*
 * Case statuses with their badge colours and labels, without zod: a page that only shows statuses (the dashboard's
 * case list) imports this file (`@claims/contracts/src/case-status`) and does not load the schema library.
 * cases.ts builds the schemas on top of these and re-exports them.
 */

export const caseStatuses = [
  'pending',
  'in_call',
  'assessment',
  'resolved_remote',
  'parts_ordered',
  'house_visit_scheduled',
  'completed',
  'cancelled',
] as const;
type CaseStatusValue = (typeof caseStatuses)[number];

/** One of the statuses this version knows (a case read from an older or newer service may hold another). */
export function isKnownCaseStatus(status: string): status is CaseStatusValue {
  return (caseStatuses as readonly string[]).includes(status);
}

/** A case in one of these can no longer move, and no parts are ordered for it. */
export const finalCaseStatuses: readonly CaseStatusValue[] = ['completed', 'cancelled'];
export function isFinalCaseStatus(status: string): boolean {
  return (finalCaseStatuses as readonly string[]).includes(status);
}
/** Statuses the Active Cases count includes (everything not final). */
export const openCaseStatuses: readonly CaseStatusValue[] = caseStatuses.filter(
  (status) => !finalCaseStatuses.includes(status),
);

/** Badge colour per status, as the spec fixes them; anything unknown shows grey. */
export const caseStatusColours = {
  pending: 'yellow',
  in_call: 'blue',
  assessment: 'purple',
  resolved_remote: 'green',
  parts_ordered: 'orange',
  house_visit_scheduled: 'indigo',
  completed: 'darkgreen',
  cancelled: 'grey',
} as const satisfies Record<CaseStatusValue, string>;
export type CaseStatusColour = (typeof caseStatusColours)[CaseStatusValue] | 'grey';

export function caseStatusColour(status: string): CaseStatusColour {
  return (caseStatusColours as Record<string, CaseStatusColour>)[status] ?? 'grey';
}

/** Human label of a status (the stored value stays snake_case). */
export const caseStatusLabels: Record<CaseStatusValue, string> = {
  pending: 'Pending',
  in_call: 'In call',
  assessment: 'Assessment',
  resolved_remote: 'Resolved remotely',
  parts_ordered: 'Parts ordered',
  house_visit_scheduled: 'House visit scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export function caseStatusLabel(status: string): string {
  return (caseStatusLabels as Record<string, string>)[status] ?? status;
}
