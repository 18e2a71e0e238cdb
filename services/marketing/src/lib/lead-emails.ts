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

type LeadEmailsContent = {
  leadRef: string;
  /** The address the visitor gave: the confirmation goes there, and the team's copy replies to it. */
  visitor: string;
  /** Fixed paragraphs: nothing the visitor typed goes to the address the visitor typed (no relay for phishing). */
  confirmation: { subject: string; paragraphs: string[]; didNot: string };
  /** The team's copy, with everything the visitor typed. */
  team: { subject: string; intro: string; details: string };
};

/** The visitor's confirmation and the team's notification for one lead. */
function leadEmails(content: LeadEmailsContent, settings: EmailSettings): EmailDraft[] {
  const { leadRef, visitor, confirmation, team } = content;
  return [
    {
      to: visitor,
      replyTo: settings.teamAddress.split(',')[0].trim(),
      subject: confirmation.subject,
      text: [
        'Hello,',
        '',
        ...confirmation.paragraphs.flatMap((paragraph) => [paragraph, '']),
        `If you did not ${confirmation.didNot}, you can ignore this email; we won't write again unless you reply.`,
        '',
        signature,
      ].join('\n'),
      leadRef,
    },
    {
      to: settings.teamAddress,
      replyTo: visitor,
      subject: team.subject,
      text: [team.intro, '', team.details, '', `All leads: ${settings.siteUrl}/admin/leads`].join('\n'),
      leadRef,
    },
  ];
}

/** The visitor's confirmation and the team's notification for one demo request. */
export function demoRequestEmails(
  request: DemoRequest,
  leadId: string,
  settings: EmailSettings,
): EmailDraft[] {
  return leadEmails(
    {
      leadRef: `demo_requests/${leadId}`,
      visitor: request.email,
      confirmation: {
        subject: 'We received your demo request',
        paragraphs: [
          "Thank you for requesting a demo. We'll contact you within 24 hours to find a time that suits you.",
          `While you wait, you can try the platform yourself: ${settings.siteUrl}/auth`,
        ],
        didNot: 'request a demo',
      },
      team: {
        subject: `New demo request: ${request.name} (${request.company})`,
        intro: 'A new demo request arrived. Please contact the visitor within 24 hours.',
        details: describeFields(request, demoRequestFields),
      },
    },
    settings,
  );
}

/** The applicant's confirmation and the team's notification for one partner application. */
export function applicationEmails(
  type: ApplicationType,
  values: Record<string, unknown>,
  leadId: string,
  settings: EmailSettings,
): EmailDraft[] {
  const applicant = String(values.email);
  const who = String(values.name ?? values.storeName ?? values.companyName ?? applicant);
  const label = applicationTypeLabels[type].toLowerCase();
  return leadEmails(
    {
      leadRef: `partner_applications/${leadId}`,
      visitor: applicant,
      confirmation: {
        subject: 'We received your partner application',
        paragraphs: [applicationSubmittedTexts[type]],
        didNot: 'apply',
      },
      team: {
        subject: `New ${label} application: ${who}`,
        intro: `A new ${label} application arrived. The applicant was told to expect contact ${type === 'provider' ? 'soon' : 'within 2 business days'}.`,
        details: describeFields(values, applicationFields[type]),
      },
    },
    settings,
  );
}

/** The respondent's confirmation and the team's notification for one survey response (every survey asks for an email). */
export function surveyEmails(
  type: SurveyType,
  values: Record<string, unknown>,
  leadId: string,
  settings: EmailSettings,
): EmailDraft[] {
  const respondent = String(values.email);
  const who = String(values.name ?? values.storeName ?? values.companyName ?? respondent);
  const survey = `${surveyTypeLabels[type].toLowerCase()} survey`;
  return leadEmails(
    {
      leadRef: `survey_responses/${leadId}`,
      visitor: respondent,
      confirmation: {
        subject: 'We received your survey answers',
        paragraphs: [`Thank you for answering our ${survey}. ${surveySubmittedTexts[type]}`],
        didNot: 'answer our survey',
      },
      team: {
        subject: `New ${survey} response: ${who}`,
        intro: `A new ${survey} response arrived.`,
        details: describeFields(values, [...surveyFields[type], ...surveyHiddenFields[type]]),
      },
    },
    settings,
  );
}
