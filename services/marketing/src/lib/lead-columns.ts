import {
  applicationTypeLabels,
  choiceLabel,
  leadFields,
  surveyTypeLabels,
  type ApplicationType,
  type Lead,
  type LeadKind,
  type SurveyType,
} from '@claims/contracts';
import { centralDateTime } from './central-time';

/** A field's value as a person reads it: choices by label, lists joined. */
export function readableValue(value: unknown, choices?: Parameters<typeof choiceLabel>[0]): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((v) => readableValue(v, choices)).join('; ');
  return choices ? choiceLabel(choices, value) : String(value);
}

/** The form a survey or application came from, as its tab names it. */
function leadTypeLabel(lead: Lead): string {
  if (!lead.type) return '';
  if (lead.kind === 'application') return applicationTypeLabels[lead.type as ApplicationType] ?? lead.type;
  if (lead.kind === 'survey') return surveyTypeLabels[lead.type as SurveyType] ?? lead.type;
  return '';
}

/**
 * Header and rows of a leads export: received time, every field of that form, page and referrer. Without a type
 * (every type of the kind) a Type column says which form each lead came from, and the fields are those of every form.
 */
export function leadTable(kind: LeadKind, type: string | undefined, leads: readonly Lead[]): string[][] {
  const fields = leadFields(kind, type);
  const typeColumn = kind !== 'demo' && !type;
  const header = [
    'Received (Central Time)',
    ...(typeColumn ? ['Type'] : []),
    ...fields.map((f) => f.label),
    'Page',
    'Referrer',
    'ID',
  ];
  const rows = leads.map((lead) => [
    centralDateTime(new Date(lead.createdAt)),
    ...(typeColumn ? [leadTypeLabel(lead)] : []),
    ...fields.map((f) => readableValue(lead.fields[f.name], f.choices)),
    lead.page ?? '',
    lead.referrer ?? '',
    lead.id,
  ]);
  return [header, ...rows];
}
