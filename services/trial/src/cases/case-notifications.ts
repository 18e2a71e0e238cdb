import { caseStatusLabel, type CaseNotificationType } from '@claims/contracts';
import type { EmailDraft } from '@claims/service-kit';
import type { CaseRecord } from '../models/case';

export type CaseNotificationInput = {
  type: CaseNotificationType;
  caseRecord: Pick<
    CaseRecord,
    '_id' | 'caseNumber' | 'status' | 'deviceType' | 'modelNumber' | 'issueDescription'
  >;
  /** The customer's address; without one only the team is told. */
  customerEmail: string | null;
  customerName: string;
  /** Who caused the event (shown in the email). */
  byName: string;
  note?: string;
  teamAddress: string;
  siteUrl: string;
};

/**
 * The spec's send-case-notification: one email to the customer and one to the team per event
 * (a new case, a status change, a parts order).
 */
export function caseNotificationEmails(input: CaseNotificationInput): EmailDraft[] {
  const { caseRecord, type } = input;
  const link = `${input.siteUrl}/trial-dashboard/case/${caseRecord._id.toHexString()}`;
  const device = [caseRecord.deviceType, caseRecord.modelNumber].filter(Boolean).join(' ');
  const status = caseStatusLabel(caseRecord.status);
  const subject =
    type === 'new_case'
      ? `Case ${caseRecord.caseNumber} received`
      : type === 'parts_ordered'
        ? `Case ${caseRecord.caseNumber}: parts ordered`
        : `Case ${caseRecord.caseNumber}: now ${status}`;
  // The customer reads about "your" device; the team copy names whose it is.
  const what = (whose: string) =>
    type === 'new_case'
      ? `A new case was filed: ${device}.\nIssue: ${caseRecord.issueDescription}`
      : type === 'parts_ordered'
        ? `Parts were ordered for ${whose} ${device} by ${input.byName}.`
        : `The status of ${whose} ${device} case changed to "${status}" (by ${input.byName}).`;
  const note = input.note ? `\n${type === 'parts_ordered' ? 'Parts' : 'Note'}: ${input.note}` : '';
  const leadRef = `cases:${caseRecord._id.toHexString()}`;
  const text = (greeting: string, whose: string) =>
    `${greeting}\n\n${what(whose)}${note}\n\nCase number: ${caseRecord.caseNumber}\nStatus: ${status}\nFollow it here: ${link}\n`;
  const drafts: EmailDraft[] = [];
  if (input.customerEmail) {
    drafts.push({
      to: input.customerEmail,
      subject,
      text: text(`Hello ${input.customerName},`, 'your'),
      leadRef,
    });
  }
  drafts.push({
    to: input.teamAddress,
    subject: `[Team] ${subject}`,
    text: text(
      `Customer: ${input.customerName || 'unknown'}${input.customerEmail ? ` <${input.customerEmail}>` : ''}`,
      input.customerName ? `${input.customerName}'s` : "the customer's",
    ),
    leadRef,
  });
  return drafts;
}
