/**
 * Writes dist/prerender.json: the landing page's hero as static HTML with its CSS, so the edge can put it in the
 * first response for `/` and the visitor sees the hero before any JavaScript has run. The shell shows this
 * snapshot instead of a skeleton until the remote renders the live page over it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@claims/ui';
import type { PrerenderedPage } from '@claims/contracts';
import { Hero } from '../src/features/landing/components/hero';

/** Scopes the snapshot's rules to its wrapper, so they can never touch the live page's classes. */
const scope = '[data-prerendered]';

function cssOf(sheet: ServerStyleSheet): string {
  return (
    sheet
      .getStyleElement()
      .map(
        (element: ReactElement<{ dangerouslySetInnerHTML?: { __html: string } }>) =>
          element.props.dangerouslySetInnerHTML?.__html ?? '',
      )
      .join('\n')
      .replace(/\/\*!sc\*\/\n?/g, '')
      // Rehydration markers name client components; the snapshot must not be mistaken for the live sheet.
      .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '')
  );
}

function render(element: ReactElement, namespace?: string) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(
      sheet.collectStyles(
        <StyleSheetManager namespace={namespace}>
          <ThemeProvider theme={theme}>{element}</ThemeProvider>
        </StyleSheetManager>,
      ),
    );
    return { html, css: cssOf(sheet) };
  } finally {
    sheet.seal();
  }
}

const globals = render(<GlobalStyle />);
const hero = render(
  <MemoryRouter initialEntries={['/']}>
    <Hero />
  </MemoryRouter>,
  scope,
);

const pages: PrerenderedPage[] = [{ path: '/', html: hero.html, css: `${globals.css}\n${hero.css}`.trim() }];
const out = path.resolve(__dirname, '../dist/prerender.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(pages));
process.stdout.write(
  `prerendered ${pages.map((p) => p.path).join(', ')} → ${path.relative(process.cwd(), out)} (${(fs.statSync(out).size / 1024).toFixed(1)} KB)\n`,
);
