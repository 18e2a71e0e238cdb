import { useId, useState } from 'react';
import styled from 'styled-components';
import { choiceLabel, leadFields, type Lead, type LeadKind } from '@claims/contracts';
import { Button, DataTable, TableScroller, VisuallyHidden } from '@claims/ui';
import { formatCentral } from '../../../lib/format-central';

/** Text longer than this shows its start and a Show all button: one long message must not make its row screens tall. */
export const longTextShown = 240;

const LongTextBody = styled.span`
  white-space: pre-line;
`;

const ToggleButton = styled(Button)`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  padding-inline: 0;
`;

/** A long answer (a message, comments) cut to its start, with a button that shows all of it and one that shortens it again. */
export function LongText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (text.length <= longTextShown) return <LongTextBody>{text}</LongTextBody>;
  const start = text.slice(0, longTextShown).replace(/\s+\S*$/, '');
  return (
    <>
      <LongTextBody id={id}>{open ? text : `${start}…`}</LongTextBody>
      <ToggleButton
        type="button"
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Show less' : `Show all ${text.length.toLocaleString('en-US')} characters`}
      </ToggleButton>
    </>
  );
}

export function display(
  value: Lead['fields'][string] | undefined,
  choices: Parameters<typeof choiceLabel>[0] | undefined,
): string {
  if (value === undefined || value === null || value === '') return '';
  if (Array.isArray(value)) return value.join('; ');
  return choices ? choiceLabel(choices, value) : String(value);
}

/** One kind and type of lead as a table: when it arrived, every field of its form, and where it came from. */
export function LeadsTable({
  kind,
  type,
  leads,
  caption,
}: {
  kind: LeadKind;
  type?: string;
  leads: Lead[];
  caption: string;
}) {
  const fields = leadFields(kind, type);
  return (
    <TableScroller label={caption}>
      <DataTable>
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">Received</th>
            {fields.map((field) => (
              <th key={field.name} scope="col">
                {field.label}
              </th>
            ))}
            <th scope="col">Page</th>
            <th scope="col">Referrer</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id}>
              <td>
                <time dateTime={lead.createdAt}>{formatCentral(lead.createdAt)}</time>
              </td>
              {fields.map((field) => (
                <td key={field.name}>
                  {field.kind === 'email' && lead.fields[field.name] ? (
                    <a href={`mailto:${String(lead.fields[field.name])}`}>
                      {String(lead.fields[field.name])}
                    </a>
                  ) : (
                    <LongText text={display(lead.fields[field.name], field.choices)} />
                  )}
                </td>
              ))}
              <td>{lead.page ?? ''}</td>
              <td>{lead.referrer ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroller>
  );
}
