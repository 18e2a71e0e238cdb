import styled from 'styled-components';
import { comparisonRows } from '../../../lib/site-content';
import { Section } from '../../../components/section';

/*
 * Below the md breakpoint each row becomes a card (step, then both columns labelled), so nothing is cut
 * off or hidden behind a horizontal scroll on a phone. Explicit roles keep the table's semantics when its
 * parts are displayed as blocks.
 */
const Frame = styled.div`
  ${({ theme }) => theme.media.md} {
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radii.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    vertical-align: top;
  }
  tbody th {
    font-weight: 700;
  }
  td[data-column='platform'] {
    color: #0a5f57;
    font-weight: 600;
  }
  @media (max-width: 767.98px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tbody {
      display: grid;
      gap: ${({ theme }) => theme.space(3)};
    }
    tr {
      display: block;
      padding: ${({ theme }) => theme.space(4)};
      background: ${({ theme }) => theme.colors.surface};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.lg};
    }
    th,
    td {
      display: block;
    }
    tbody th {
      margin-bottom: ${({ theme }) => theme.space(2)};
      font-size: ${({ theme }) => theme.fontSizes.lg};
    }
    td + td {
      margin-top: ${({ theme }) => theme.space(2)};
    }
    td::before {
      content: attr(data-label);
      display: block;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.xs};
      font-weight: 700;
      letter-spacing: 0.05em;
      text-transform: uppercase;
    }
  }
  ${({ theme }) => theme.media.md} {
    background: ${({ theme }) => theme.colors.surface};
    th,
    td {
      padding: ${({ theme }) => theme.space(4)};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    thead th {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      font-size: ${({ theme }) => theme.fontSizes.sm};
      text-transform: uppercase;
      letter-spacing: 0.05em;
    }
    tr:last-child th,
    tr:last-child td {
      border-bottom: 0;
    }
  }
`;

/** The traditional process against the platform, step by step. */
export function Comparison() {
  return (
    <Section id="comparison" eyebrow="Comparison" title="Traditional process vs. our platform">
      <Frame>
        <Table aria-labelledby="comparison-title" role="table">
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                Step
              </th>
              <th scope="col" role="columnheader">
                Traditional process
              </th>
              <th scope="col" role="columnheader">
                Our platform
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {comparisonRows.map((row) => (
              <tr key={row.aspect} role="row">
                <th scope="row" role="rowheader">
                  {row.aspect}
                </th>
                <td role="cell" data-label="Traditional process">
                  {row.traditional}
                </td>
                <td role="cell" data-label="Our platform" data-column="platform">
                  {row.platform}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Frame>
    </Section>
  );
}
