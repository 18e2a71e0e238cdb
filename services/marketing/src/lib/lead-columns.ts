import {
  choiceLabel,
  leadFields,
  leadTypeLabel,
  type Lead,
  type LeadKind,
  centralDateTime,
} from '@claims/contracts';

/** A field's value as a person reads it: choices by label, lists joined. */
export function readableValue(value: unknown, choices?: Parameters<typeof choiceLabel>[0]): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((v) => readableValue(v, choices)).join('; ');
  return choices ? choiceLabel(choices, value) : String(value);
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
