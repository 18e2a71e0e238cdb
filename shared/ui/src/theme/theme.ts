import { css } from 'styled-components';

const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

/** Badge colours, including the case-status colours of the spec (pending yellow … cancelled grey). */
export const badgeTones = {
  neutral: { bg: '#eef2f7', fg: '#334155', border: '#d5dde8' },
  brand: { bg: '#e6effa', fg: '#0b4f9c', border: '#bcd2ee' },
  accent: { bg: '#e0f3f0', fg: '#0a5f57', border: '#b3e0d9' },
  success: { bg: '#e7f6ec', fg: '#146c2e', border: '#b9e2c5' },
  warning: { bg: '#fff4e0', fg: '#8a4b00', border: '#f5d49a' },
  danger: { bg: '#fdecea', fg: '#a8200f', border: '#f5c1ba' },
  yellow: { bg: '#fef6d5', fg: '#7a5200', border: '#f3dd84' },
  blue: { bg: '#e3eeff', fg: '#1846a3', border: '#b5cdf7' },
  purple: { bg: '#f0e9ff', fg: '#5b2ab3', border: '#d3c2f5' },
  green: { bg: '#e4f7e9', fg: '#17692f', border: '#b2e2c0' },
  orange: { bg: '#ffeedd', fg: '#9a3d06', border: '#f8cba0' },
  indigo: { bg: '#e8eaff', fg: '#3430a3', border: '#c4c8f5' },
  darkgreen: { bg: '#14532d', fg: '#ffffff', border: '#14532d' },
  grey: { bg: '#f1f3f6', fg: '#475467', border: '#d5dae1' },
} as const;
export type BadgeTone = keyof typeof badgeTones;

export const theme = {
  colors: {
    brand: '#0b4f9c',
    brandHover: '#083e7b',
    brandSoft: '#e6effa',
    accent: '#0b7a6f',
    accentHover: '#085f57',
    accentSoft: '#e0f3f0',
    text: '#0f1b2d',
    textMuted: '#4a5a70',
    textInverse: '#ffffff',
    background: '#f5f8fb',
    surface: '#ffffff',
    surfaceMuted: '#eef3f8',
    border: '#d3dce7',
    borderStrong: '#8797ab',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerSoft: '#fef3f2',
    success: '#146c2e',
    warning: '#8a4b00',
    focus: '#1d4ed8',
    /** The focus ring on the dark and brand-coloured bands, where the blue one measured 1.5:1 to 2.6:1. */
    focusOnDark: '#ffffff',
    footer: '#0b1a2e',
    footerText: '#c9d4e3',
  },
  badgeTones,
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
  },
  /** Spacing scale in quarter rems: space(4) = 1rem. */
  space: (steps: number) => `${steps * 0.25}rem`,
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 27, 45, 0.08)',
    md: '0 4px 12px rgba(15, 27, 45, 0.08), 0 1px 3px rgba(15, 27, 45, 0.06)',
    lg: '0 16px 40px rgba(15, 27, 45, 0.18)',
  },
  breakpoints,
  /** Mobile first: `${theme.media.md} { … }` applies from tablets up. */
  media: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    xl: `@media (min-width: ${breakpoints.xl}px)`,
  },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
  zIndex: { header: 100, dialog: 1000, toast: 1100 },
};

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the augmentation the styled-components docs prescribe
  export interface DefaultTheme extends Theme {}
}

/** The visible focus ring every interactive element shows when reached by keyboard. */
export const focusRing = css`
  outline: 3px solid ${({ theme }) => theme.colors.focus};
  outline-offset: 2px;
`;
