import styled from 'styled-components';
import { Container, Stack } from '@claims/ui';
import { pages } from '../../config/paths';
import { MediaPage } from '../../components/media-page';
import { DeckChooser } from '../../features/pitch-decks/components/deck-chooser';
import { DeckViewer } from '../../features/pitch-decks/components/deck-viewer';
import { useDeckLocation } from '../../features/pitch-decks/hooks/use-deck-location';

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
`;
const Lead = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** `/pitch-decks`: choose one of the seven decks and step through it; the deck and slide are in the URL. */
export function PitchDecksPage() {
  const { deck, slideIndex, go } = useDeckLocation();
  return (
    <MediaPage>
      <Container as="section" aria-labelledby="pitch-decks-title">
        <Stack gap={5}>
          <div>
            <Title id="pitch-decks-title">{pages.pitchDecks.title}</Title>
            <Lead>
              For investors, insurers, technicians, stores, rental companies and recyclers. Download any deck
              as a PDF.
            </Lead>
          </div>
          <DeckChooser currentId={deck.id} onChoose={(deckId) => go(deckId, 0)} />
          <DeckViewer
            key={deck.id}
            deck={deck}
            slideIndex={slideIndex}
            onGo={(index) => go(deck.id, index)}
          />
        </Stack>
      </Container>
    </MediaPage>
  );
}
