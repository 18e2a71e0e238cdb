import styled from 'styled-components';
import {
  allGuideCategoriesLabel,
  guideCategories,
  type GuideCategory,
} from '@claims/contracts/src/guide-rules';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Chip = styled.button`
  min-height: 2.25rem;
  padding: 0.375rem 0.95rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;

export type CategoryChipsProps = {
  selected?: GuideCategory;
  onSelect(category: GuideCategory | undefined): void;
};

/** All Categories plus the seven guide categories; exactly one is pressed. */
export function CategoryChips({ selected, onSelect }: CategoryChipsProps) {
  return (
    <Group role="group" aria-label="Filter by category">
      <Chip type="button" aria-pressed={!selected} onClick={() => onSelect(undefined)}>
        {allGuideCategoriesLabel}
      </Chip>
      {guideCategories.map((category) => (
        <Chip
          key={category}
          type="button"
          aria-pressed={selected === category}
          onClick={() => onSelect(category)}
        >
          {category}
        </Chip>
      ))}
    </Group>
  );
}
