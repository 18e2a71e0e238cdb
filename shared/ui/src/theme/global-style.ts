import { createGlobalStyle } from 'styled-components';

/** Base document styles; rendered once by AppProviders (the shell, or a remote's standalone frame). */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.55;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { line-height: 1.2; margin: 0 0 0.5em; color: ${({ theme }) => theme.colors.text}; }
  p { margin: 0 0 1em; }
  a { color: ${({ theme }) => theme.colors.brand}; text-underline-offset: 0.15em; }
  a:hover { color: ${({ theme }) => theme.colors.brandHover}; }
  img, svg { max-width: 100%; }
  /* A line icon keeps its size beside text that wraps or overflows (a long unbroken time, a long name). */
  svg[data-icon] { flex-shrink: 0; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  /*
   * A menu opened in a header (the account menu, the phone menu) lies over the notices (a phone's menu reaches down to
   * them): while one is open, every area's toaster goes under the header, so the menu's choices can be read and pressed.
   */
  body:has(header [aria-expanded='true']) [data-sonner-toaster] {
    z-index: ${({ theme }) => theme.zIndex.header - 1};
  }
  /*
   * Whatever the browser scrolls into view (an anchored section, a field reached with Tab or Shift+Tab, a field an
   * error sends the focus to) stops below the sticky header, with room for a field's label above it.
   */
  html { scroll-padding-top: calc(${({ theme }) => theme.layout.headerHeight} + 40px); }
  /* The notices sit at the bottom of a desktop screen (Toaster): what takes the focus stops above them. */
  html { scroll-padding-bottom: 104px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
