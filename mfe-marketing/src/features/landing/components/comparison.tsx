import styled from 'styled-components';
import { comparisonRows } from '../../../lib/site-content';
import { Section } from '../../../components/section';

const Scroller = styled.div`
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Table = styled.table`
  width: 100%;
  min-width: 36rem;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  th,
  td {
    padding: ${({ theme }) => theme.space(4)};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  tbody th {
    font-weight: 700;
  }
  td:last-child {
    color: #0a5f57;
    font-weight: 600;
  }
  tr:last-child th,
  tr:last-child td {
    border-bottom: 0;
  }
`;

/** The traditional process against the platform, step by step. */
export function Comparison() {
  return (
    <Section id="comparison" eyebrow="Comparison" title="Traditional process vs. our platform">
      <Scroller>
        <Table aria-labelledby="comparison-title">
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Traditional process</th>
              <th scope="col">Our platform</th>
            </tr>
          </thead>
          <tbody>
            {comparisonRows.map((row) => (
              <tr key={row.aspect}>
                <th scope="row">{row.aspect}</th>
                <td>{row.traditional}</td>
                <td>{row.platform}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
    </Section>
  );
}
