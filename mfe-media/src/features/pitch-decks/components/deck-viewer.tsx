import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonAnchor } from '@claims/ui';
import type { PitchDeck } from '../../../lib/deck-content';
import { useArrowKeys } from '../hooks/use-arrow-keys';
import { SlideView } from './slide-view';
import { deckPdfFileName, deckPdfPath, useDownloadDeckPdf } from '../api/download-deck-pdf';

/**
 * Previous at the start, Next at the end and the counter between them, on one row at any width (at 320 px the three
 * did not fit: Next went to a row of its own); the counter wraps its words there instead.
 */
const Controls = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 0.5rem;
`;
/**
 * Every slide of the deck in one cell, the others hidden: the cell is as tall as the tallest slide, so the controls
 * below stay where they are from slide to slide (on a phone a slide is as tall as its text).
 */
const Slides = styled.div`
  display: grid;
`;
const SlideCell = styled.div<{ $current: boolean }>`
  grid-area: 1 / 1;
  display: flex;
  flex-direction: column;
  visibility: ${({ $current }) => ($current ? 'visible' : 'hidden')};
  & > article {
    flex: 1 0 auto;
  }
`;
/** Centred under the slide, like the slide and its 'Slide n of N'. */
const Dots = styled.ol`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.125rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Dot = styled.button<{ $current: boolean; $color: string }>`
  width: 1.75rem;
  height: 1.75rem;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 0.75rem;
    height: 0.75rem;
    margin: auto;
    border-radius: 50%;
    background: ${({ $current, $color, theme }) => ($current ? $color : theme.colors.borderStrong)};
    transform: scale(${({ $current }) => ($current ? 1.25 : 1)});
    /* High-contrast themes drop backgrounds: the dots keep the theme's own colours. */
    @media (forced-colors: active) {
      forced-color-adjust: none;
      background: ${({ $current }) => ($current ? 'Highlight' : 'CanvasText')};
    }
  }
`;
const Counter = styled.p`
  margin: 0;
  font-weight: 600;
  text-align: center;
`;
const Notes = styled.section`
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  & h3 {
    margin: 0 0 0.5rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  & p {
    margin: 0;
  }
`;
const PdfFailure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export type DeckViewerProps = { deck: PitchDeck; slideIndex: number; onGo(slideIndex: number): void };

/** The viewer: a slide, Previous/Next, a dot per slide, 'Slide n of N', arrow keys, talking points, the PDF. */
export function DeckViewer({ deck, slideIndex, onGo }: DeckViewerProps) {
  const [showNotes, setShowNotes] = useState(false);
  const pdf = useDownloadDeckPdf();
  const count = deck.slides.length;
  const slide = deck.slides[slideIndex];
  const hasTalkingPoints = deck.slides.some((candidate) => candidate.talkingPoints);
  const previous = useCallback(() => slideIndex > 0 && onGo(slideIndex - 1), [slideIndex, onGo]);
  const next = useCallback(() => slideIndex < count - 1 && onGo(slideIndex + 1), [slideIndex, count, onGo]);
  useArrowKeys(previous, next);

  return (
    <section
      aria-label={`${deck.name} deck`}
      style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}
    >
      <Slides>
        {deck.slides.map((candidate, index) => (
          <SlideCell
            key={candidate.title}
            $current={index === slideIndex}
            aria-hidden={index === slideIndex ? undefined : true}
            inert={index !== slideIndex}
          >
            <SlideView deck={deck} slide={candidate} index={index} />
          </SlideCell>
        ))}
      </Slides>
      <Controls>
        <Button variant="outline" onClick={previous} disabled={slideIndex === 0}>
          Previous
        </Button>
        <Counter aria-live="polite">
          Slide {slideIndex + 1} of {count}
        </Counter>
        <Button variant="outline" onClick={next} disabled={slideIndex === count - 1}>
          Next
        </Button>
      </Controls>
      <nav aria-label="Slides">
        <Dots>
          {deck.slides.map((candidate, index) => (
            <li key={candidate.title}>
              <Dot
                type="button"
                $current={index === slideIndex}
                $color={deck.color}
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === slideIndex ? 'step' : undefined}
                onClick={() => onGo(index)}
              />
            </li>
          ))}
        </Dots>
      </nav>
      <Row>
        {hasTalkingPoints && (
          <Button variant="secondary" aria-expanded={showNotes} onClick={() => setShowNotes(!showNotes)}>
            {showNotes ? 'Hide Talking Points' : 'Show Talking Points'}
          </Button>
        )}
        <ButtonAnchor
          variant="primary"
          href={deckPdfPath(deck.id)}
          download={deckPdfFileName(deck.id)}
          aria-disabled={pdf.isPending || undefined}
          onClick={(event) => {
            // The link itself is the fallback before the page's code runs; here the download is fetched, so a
            // failure can be said.
            event.preventDefault();
            if (!pdf.isPending) pdf.mutate(deck.id);
          }}
        >
          {pdf.isPending ? 'Preparing PDF…' : 'Download PDF'}
        </ButtonAnchor>
      </Row>
      {pdf.isError && pdf.variables === deck.id && (
        <PdfFailure role="alert">
          The PDF could not be downloaded: {pdf.error.message} Press Download PDF to try again.
        </PdfFailure>
      )}
      {hasTalkingPoints && showNotes && (
        <Notes aria-label="Talking points">
          <h3>Talking points · slide {slideIndex + 1}</h3>
          <p>{slide.talkingPoints ?? 'No talking points for this slide.'}</p>
        </Notes>
      )}
    </section>
  );
}
