import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { choiceLabel, leadFields, type Lead, type LeadKind } from '@claims/contracts';
import { Button, VisuallyHidden } from '@claims/ui';
import { formatCentral } from '../../../lib/format-central';

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const ScrollHint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

/**
 * A wide table in a sideways scroll area of its own, named `label`: reachable by Tab and scrolled with the arrow keys,
 * and on a phone, where its columns never fit, saying that it scrolls.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <ScrollHint aria-hidden="true">Scroll sideways for more columns →</ScrollHint>
      <Scroller role="region" aria-label={label} tabIndex={0}>
        {children}
      </Scroller>
    </div>
  );
}

export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    white-space: nowrap;
  }
  td {
    min-width: 8rem;
    max-width: 22rem;
    overflow-wrap: anywhere;
  }
  tbody tr:last-child td,
  tbody tr:last-child th {
    border-bottom: 0;
  }
`;

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
