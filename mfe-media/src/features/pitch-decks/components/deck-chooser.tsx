import styled from 'styled-components';
import { pitchDecks } from '../../../lib/deck-content';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(7, minmax(0, 1fr));
  }
`;
const Choice = styled.button<{ $current: boolean }>`
  width: 100%;
  height: 100%;
  min-height: 3.5rem;
  padding: 0.5rem 0.75rem;
  text-align: left;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.brand : theme.colors.border)};
  background: ${({ theme, $current }) => ($current ? theme.colors.brandSoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  & strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The seven decks; the current one is pressed. */
export function DeckChooser({ currentId, onChoose }: { currentId: string; onChoose(deckId: string): void }) {
  return (
    <nav aria-label="Pitch decks">
      <List>
        {pitchDecks.map((deck) => (
          <li key={deck.id}>
            <Choice
              type="button"
              $current={deck.id === currentId}
              aria-pressed={deck.id === currentId}
              onClick={() => onChoose(deck.id)}
            >
              <strong>{deck.name}</strong>
              <span>{deck.audience}</span>
            </Choice>
          </li>
        ))}
      </List>
    </nav>
  );
}
