import { createHash } from 'node:crypto';
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

/**
 * What two filings of the same case share: a digest of every field the customer typed, as `comparable` makes them.
 * Stored on each case (`sameCaseKey`) and indexed with the customer, so finding the same case is one index seek.
 */
export function sameCaseKey(details: CaseDetails): string {
  const fields = [details.deviceType, details.modelNumber, details.serialNumber, details.issueDescription];
  return createHash('sha256')
    .update(JSON.stringify(fields.map(comparable)))
    .digest('base64url')
    .slice(0, 22);
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
