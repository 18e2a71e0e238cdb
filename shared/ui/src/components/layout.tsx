import type { CSSProperties, ElementType, HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

/** Centres page content at the site's reading width with side padding. */
export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? '40rem' : theme.layout.maxWidth)};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space(6)};
  }
`;

const StackBox = styled.div<{
  $direction: 'row' | 'column';
  $gap: string;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ $gap }) => $gap};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  min-width: 0;
`;

export type StackProps = HTMLAttributes<HTMLElement> & {
  as?: ElementType;
  direction?: 'row' | 'column';
  /** Gap in spacing steps (quarter rems). */
  gap?: number;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
};

/** Lays children out in a row or column with a fixed gap. */
export function Stack({
  as,
  direction = 'column',
  gap = 4,
  align,
  justify,
  wrap = false,
  ...rest
}: StackProps) {
  return (
    <StackBox
      as={as}
      $direction={direction}
      $gap={`${gap * 0.25}rem`}
      $align={align}
      $justify={justify}
      $wrap={wrap}
      {...rest}
    />
  );
}

/** The rules that keep an element for screen readers and take it off the screen. */
const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Present for screen readers, invisible on screen. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/**
 * A word shown from 480 px (a header button's "Menu"); below, a phone's bar has no room for it and it stays for
 * screen readers only.
 */
export const WordFromSmallScreens = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    ${visuallyHidden}
  }
`;

/**
 * A word shown from 375 px (a phone bar's "Call Now" beside its icon); on narrower phones (320 and 360 px) the bar
 * has room only for the icon (with the word, the bar measured 372 px), and the word stays for screen readers.
 */
export const WordFromWidePhones = styled.span`
  @media (max-width: 374.98px) {
    ${visuallyHidden}
  }
`;
