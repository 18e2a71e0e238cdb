import { caseStatusLabel, type CreateCaseInput } from '@claims/contracts';
import type { CaseRecord } from '../models/case';

/**
 * How far back a case with the same details counts as the same case: long enough for a second tab, a closed tab
 * filled in again, or a form sent again the next morning; a customer whose appliance fails again later files anew.
 */
export const alreadyFiledWindowMs = 24 * 60 * 60 * 1000;

/** A field as a customer would retype it: case, accents' forms and runs of white space do not make another case. */
const comparable = (text: string | undefined) =>
  (text ?? '').normalize('NFKC').toLocaleLowerCase('en-US').replace(/\s+/g, ' ').trim();

type CaseDetails = Pick<CreateCaseInput, 'deviceType' | 'modelNumber' | 'serialNumber' | 'issueDescription'>;

/** Whether two filings describe the same case: every field the customer typed alike. */
export function isSameCase(a: CaseDetails, b: CaseDetails): boolean {
  return (
    comparable(a.deviceType) === comparable(b.deviceType) &&
    comparable(a.modelNumber) === comparable(b.modelNumber) &&
    comparable(a.serialNumber) === comparable(b.serialNumber) &&
    comparable(a.issueDescription) === comparable(b.issueDescription)
  );
}

function ago(from: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - from.getTime()) / 60_000));
  if (minutes < 1) return 'a moment ago';
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.floor(minutes / 60);
  return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
}

/** The refusal of a case with the same details as one the customer filed within `alreadyFiledWindowMs`. */
export function alreadyFiledMessage(
  twin: Pick<CaseRecord, 'caseNumber' | 'status' | 'createdAt'>,
  now: Date,
): string {
  return `You filed this case ${ago(twin.createdAt, now)}: ${twin.caseNumber} (${caseStatusLabel(twin.status)}), with the same device, numbers and description. Open it to follow it, or file it again only if it is about another appliance.`;
}
