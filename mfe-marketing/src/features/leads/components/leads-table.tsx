import styled from 'styled-components';
import { choiceLabel, leadFields, type Lead, type LeadKind } from '@claims/contracts';
import { VisuallyHidden } from '@claims/ui';
import { formatCentral } from '../../../lib/format-central';

export const TableScroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

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

function display(
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
    <TableScroller>
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
                    display(lead.fields[field.name], field.choices)
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
