import { Skeleton } from '@claims/ui';
import styled from 'styled-components';

/** Three across wherever "100K+" fits a tile (from about 370 px); two, then one, on narrower screens. */
const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(6.5rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(4)};
  }
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-height: 2.25rem;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 800;
    line-height: 1.5;
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['2xl']};
    }
  }
`;

/** Active Cases (live from the server) beside the spec's fixed marketing figures. */
export function StatTiles({ activeCount }: { activeCount: number | undefined | null }) {
  return (
    <List aria-label="At a glance">
      <Tile>
        <dt>Active Cases</dt>
        <dd data-testid="active-cases">
          {activeCount === undefined ? <Skeleton width="2.5rem" height="2rem" /> : (activeCount ?? '–')}
        </dd>
      </Tile>
      <Tile>
        <dt>Repair guides</dt>
        <dd>156+</dd>
      </Tile>
      <Tile>
        <dt>Documents</dt>
        <dd>100K+</dd>
      </Tile>
    </List>
  );
}
