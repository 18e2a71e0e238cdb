import styled from 'styled-components';
import { guideCategories, guideDifficulties } from '@claims/contracts/src/guide-rules';

/** Marketing figures of the library, fixed copy as on the trial dashboard. */
const tiles = [
  { value: '156+', label: 'Repair guides' },
  { value: '100K+', label: 'Documents' },
  { value: String(guideCategories.length), label: 'Appliance categories' },
  { value: String(guideDifficulties.length), label: 'Difficulty levels' },
] as const;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Tile = styled.li`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(255, 255, 255, 0.12);
  border: 1px solid rgba(255, 255, 255, 0.25);
  text-align: center;
`;

const Value = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: 800;
  line-height: 1.1;
`;

const Label = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.9;
`;

export function LibraryStatTiles() {
  return (
    <List aria-label="Library at a glance">
      {tiles.map((tile) => (
        <Tile key={tile.label}>
          <Value>{tile.value}</Value>
          <Label>{tile.label}</Label>
        </Tile>
      ))}
    </List>
  );
}
