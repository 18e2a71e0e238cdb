import styled from 'styled-components';
import type { PitchDeck, PitchSlide } from '../../../lib/deck-content';

const Slide = styled.article<{ $color: string }>`
  display: flex;
  flex-direction: column;
  min-height: 22rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  overflow: hidden;
  width: 100%;
  max-width: 60rem;
  margin: 0 auto;
  ${({ theme }) => theme.media.md} {
    aspect-ratio: 16 / 9;
    min-height: 0;
  }
  & > header {
    padding: 1rem 1.25rem;
    background: ${({ $color }) => $color};
    color: #ffffff;
    ${({ theme }) => theme.media.md} {
      padding: 1.5rem 2rem;
    }
  }
`;
const Eyebrow = styled.p`
  margin: 0 0 0.25rem;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;
const Title = styled.h2`
  margin: 0;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;
const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  flex: 1;
  padding: 1rem 1.25rem 1.25rem;
  ${({ theme }) => theme.media.md} {
    padding: 1.25rem 2rem 1.5rem;
    overflow: auto;
  }
`;
const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
const Bullets = styled.ul<{ $color: string }>`
  margin: 0;
  padding-left: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  & li::marker {
    color: ${({ $color }) => $color};
  }
`;
const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: auto 0 0;
  & > div {
    flex: 1 1 8rem;
    padding: 0.625rem 0.75rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    text-align: center;
    display: flex;
    flex-direction: column-reverse;
  }
  & dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: 800;
  }
  & dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One slide, as the PDF draws it: title band, subtitle, bullets and a row of figures. */
export function SlideView({ deck, slide, index }: { deck: PitchDeck; slide: PitchSlide; index: number }) {
  return (
    <Slide $color={deck.color} aria-roledescription="slide" aria-label={`Slide ${index + 1}: ${slide.title}`}>
      <header>
        <Eyebrow>
          {deck.name} deck · {deck.audience}
        </Eyebrow>
        <Title>{slide.title}</Title>
      </header>
      <Content>
        {slide.subtitle && <Subtitle>{slide.subtitle}</Subtitle>}
        <Bullets $color={deck.color}>
          {slide.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </Bullets>
        {slide.figures && slide.figures.length > 0 && (
          <Figures>
            {slide.figures.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd style={{ color: deck.color }}>{figure.value}</dd>
              </div>
            ))}
          </Figures>
        )}
      </Content>
    </Slide>
  );
}
