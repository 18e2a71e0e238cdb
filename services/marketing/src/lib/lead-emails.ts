import {
  applicationFields,
  applicationSubmittedTexts,
  applicationTypeLabels,
  choiceLabel,
  demoRequestFields,
  site,
  surveyFields,
  surveyHiddenFields,
  surveySubmittedTexts,
  surveyTypeLabels,
  type ApplicationType,
  type DemoRequest,
  type FieldDescriptor,
  type SurveyType,
} from '@claims/contracts';
import type { EmailDraft } from '@claims/service-kit';

export type EmailSettings = {
  teamAddress: string;
  siteUrl: string;
  /** A mail server (or a test transport) sends what is queued; without one, emails are only kept for admins. */
  deliversEmail: boolean;
};

/** "Label: value" lines for every answered field, choices spelled out. */
export function describeFields(
  values: Record<string, unknown>,
  descriptors: readonly FieldDescriptor[],
): string {
  return descriptors
    .filter((d) => values[d.name] !== undefined && values[d.name] !== '')
    .map((d) => `${d.label}: ${d.choices ? choiceLabel(d.choices, values[d.name]) : String(values[d.name])}`)
    .join('\n');
}

const signature = `${site.companyName}\n${site.phoneDisplay} · ${site.contactEmail}`;

/** The visitor's confirmation and the team's notification for one demo request. */
export function demoRequestEmails(
  request: DemoRequest,
  leadId: string,
  settings: EmailSettings,
): EmailDraft[] {
  const details = describeFields(request, demoRequestFields);
  const leadRef = `demo_requests/${leadId}`;
  return [
    {
      to: request.email,
      replyTo: settings.teamAddress.split(',')[0].trim(),
      subject: 'We received your demo request',
      // A fixed text: nothing the visitor typed goes to the address the visitor typed (no relay for phishing).
      text: [
        'Hello,',
        '',
        "Thank you for requesting a demo. We'll contact you within 24 hours to find a time that suits you.",
        '',
        `While you wait, you can try the platform yourself: ${settings.siteUrl}/auth`,
        '',
        "If you did not request a demo, you can ignore this email; we won't write again unless you reply.",
        '',
        signature,
      ].join('\n'),
      leadRef,
    },
    {
      to: settings.teamAddress,
      replyTo: request.email,
      subject: `New demo request: ${request.name} (${request.company})`,
      text: [
        'A new demo request arrived. Please contact the visitor within 24 hours.',
        '',
        details,
        '',
        `All leads: ${settings.siteUrl}/admin/leads`,
      ].join('\n'),
      leadRef,
    },
  ];
}

/** The applicant's confirmation and the team's notification for one partner application. */
export function applicationEmails(
  type: ApplicationType,
  values: Record<string, unknown>,
  leadId: string,
  settings: EmailSettings,
): EmailDraft[] {
  const details = describeFields(values, applicationFields[type]);
  const leadRef = `partner_applications/${leadId}`;
  const applicant = String(values.email);
  const who = String(values.name ?? values.storeName ?? values.companyName ?? applicant);
  return [
    {
      to: applicant,
      replyTo: settings.teamAddress.split(',')[0].trim(),
      subject: 'We received your partner application',
      // A fixed text: what the applicant typed is only in the team's copy.
      text: [
        'Hello,',
        '',
        applicationSubmittedTexts[type],
        '',
        "If you did not apply, you can ignore this email; we won't write again unless you reply.",
        '',
        signature,
      ].join('\n'),
      leadRef,
    },
    {
      to: settings.teamAddress,
      replyTo: applicant,
      subject: `New ${applicationTypeLabels[type].toLowerCase()} application: ${who}`,
      text: [
        `A new ${applicationTypeLabels[type].toLowerCase()} application arrived. The applicant was told to expect contact ${type === 'provider' ? 'soon' : 'within 2 business days'}.`,
        '',
        details,
        '',
        `All leads: ${settings.siteUrl}/admin/leads`,
      ].join('\n'),
      leadRef,
    },
  ];
}

/** The respondent's confirmation and the team's notification for one survey response (every survey asks for an email). */
export function surveyEmails(
  type: SurveyType,
  values: Record<string, unknown>,
  leadId: string,
  settings: EmailSettings,
): EmailDraft[] {
  const details = describeFields(values, [...surveyFields[type], ...surveyHiddenFields[type]]);
  const leadRef = `survey_responses/${leadId}`;
  const respondent = String(values.email);
  const who = String(values.name ?? values.storeName ?? values.companyName ?? respondent);
  const survey = `${surveyTypeLabels[type].toLowerCase()} survey`;
  return [
    {
      to: respondent,
      replyTo: settings.teamAddress.split(',')[0].trim(),
      subject: 'We received your survey answers',
      // A fixed text: what the respondent typed is only in the team's copy.
      text: [
        'Hello,',
        '',
        `Thank you for answering our ${survey}. ${surveySubmittedTexts[type]}`,
        '',
        "If you did not answer our survey, you can ignore this email; we won't write again unless you reply.",
        '',
        signature,
      ].join('\n'),
      leadRef,
    },
    {
      to: settings.teamAddress,
      replyTo: respondent,
      subject: `New ${survey} response: ${who}`,
      text: [
        `A new ${survey} response arrived.`,
        '',
        details,
        '',
        `All leads: ${settings.siteUrl}/admin/leads`,
      ].join('\n'),
      leadRef,
    },
  ];
}
