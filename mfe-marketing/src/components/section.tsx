import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container } from '@claims/ui';

export type SectionTone = 'plain' | 'muted' | 'dark' | 'brand';

const Wrapper = styled.section<{ $tone: SectionTone }>`
  padding: ${({ theme }) => theme.space(14)} 0;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(20)} 0;
  }
  ${({ $tone, theme }) =>
    $tone === 'muted'
      ? css`
          background: ${theme.colors.surfaceMuted};
        `
      : $tone === 'dark'
        ? css`
            background: #0b1a2e;
            color: #e6edf6;
            h2,
            h3 {
              color: #ffffff;
            }
            :focus-visible {
              outline-color: ${theme.colors.focusOnDark};
            }
          `
        : $tone === 'brand'
          ? css`
              background: linear-gradient(135deg, #0b4f9c 0%, #0b7a6f 100%);
              color: #ffffff;
              h2,
              h3 {
                color: #ffffff;
              }
              :focus-visible {
                outline-color: ${theme.colors.focusOnDark};
              }
            `
          : css`
              background: ${theme.colors.surface};
            `}
`;

const Header = styled.div<{ $center: boolean }>`
  max-width: 46rem;
  margin: 0 ${({ $center }) => ($center ? 'auto' : '0')} ${({ theme }) => theme.space(10)};
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};
`;

export const Eyebrow = styled.p<{ $onDark?: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme, $onDark }) => ($onDark ? '#9fd8cf' : theme.colors.accent)};
`;

const Title = styled.h2`
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  letter-spacing: -0.02em;
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

const Intro = styled.p<{ $onDark: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme, $onDark }) => ($onDark ? '#d5e0ee' : theme.colors.textMuted)};
`;

export type SectionProps = {
  /** Anchor id of the section; its heading gets `<id>-title`. */
  id: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  tone?: SectionTone;
  center?: boolean;
  children: ReactNode;
  className?: string;
};

/** One band of the landing page: a labelled region with its heading, optional intro, and content. */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  tone = 'plain',
  center = true,
  children,
  className,
}: SectionProps) {
  const onDark = tone === 'dark' || tone === 'brand';
  return (
    <Wrapper id={id} aria-labelledby={`${id}-title`} $tone={tone} className={className}>
      <Container>
        <Header $center={center}>
          {eyebrow && <Eyebrow $onDark={onDark}>{eyebrow}</Eyebrow>}
          <Title id={`${id}-title`}>{title}</Title>
          {intro && <Intro $onDark={onDark}>{intro}</Intro>}
        </Header>
        {children}
      </Container>
    </Wrapper>
  );
}

/** A responsive grid of cards: one column on phones, `columns` from tablets up. */
export const CardGrid = styled.div<{ $columns?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(${({ $columns = 4 }) => Math.min(2, $columns)}, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(${({ $columns = 4 }) => $columns}, minmax(0, 1fr));
  }
`;

/** A big figure with its label, as in the hero and the traction block. */
export const FigureValue = styled.span`
  display: block;
  font-size: clamp(2rem, 5vw, 2.75rem);
  font-weight: 800;
  letter-spacing: -0.03em;
  line-height: 1.1;
`;

export const FigureLabel = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
