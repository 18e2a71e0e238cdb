import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { keepScrollPosition } from '@claims/web-kit';
import { findPitchDeck, pitchDecks, type PitchDeck } from '../../../lib/deck-content';

/**
 * The deck and slide live in the URL (`?deck=investor&slide=3`, slide 1-based): a slide can be shared, and Back
 * steps through the slides and decks seen. Unknown values fall back to the first deck and slide (a slide past the
 * end to the last), and the address is corrected to what is shown, so it never names a deck or slide not on screen.
 */
export function useDeckLocation(): {
  deck: PitchDeck;
  slideIndex: number;
  go(deckId: string, slideIndex: number): void;
} {
  const [params, setParams] = useSearchParams();
  const deck = findPitchDeck(params.get('deck') ?? '') ?? pitchDecks[0];
  const requested = Number.parseInt(params.get('slide') ?? '1', 10);
  const slideIndex = Number.isInteger(requested)
    ? Math.min(Math.max(requested, 1), deck.slides.length) - 1
    : 0;
  const deckParam = params.get('deck');
  const slideParam = params.get('slide');
  const shownSlide = String(slideIndex + 1);
  const misnamed =
    (deckParam !== null && deckParam !== deck.id) || (slideParam !== null && slideParam !== shownSlide);
  useEffect(() => {
    if (!misnamed) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (next.has('deck')) next.set('deck', deck.id);
        if (next.has('slide')) next.set('slide', shownSlide);
        return next;
      },
      { replace: true, state: keepScrollPosition },
    );
  }, [misnamed, deck.id, shownSlide, setParams]);
  const go = useCallback(
    (deckId: string, index: number) => {
      // Another slide or deck is shown in place: the page stays where the visitor is.
      setParams({ deck: deckId, slide: String(index + 1) }, { state: keepScrollPosition });
    },
    [setParams],
  );
  return { deck, slideIndex, go };
}
