/**
 * Writes dist/prerender.json: /video-ai and /pitch-decks as static HTML with their CSS, rendered at build time from
 * the pages' own components, so the edge can put them in the first response and the visitor sees the page before
 * any JavaScript has run. The shell shows the snapshot until the live page replaces it (the same layout, so
 * nothing moves). Both pages start from static content: the templates and the first deck's first slide.
 */
import './react-global';
import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@claims/ui';
import type { PrerenderedPage } from '@claims/contracts';
import { pages } from '../src/config/paths';
import { VideoAiPage } from '../src/app/routes/video-ai';
import { PitchDecksPage } from '../src/app/routes/pitch-decks';

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
function page(pathname: string, element: ReactElement): PrerenderedPage {
  const rendered = render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[pathname]}>{element}</MemoryRouter>
    </QueryClientProvider>,
    scope,
  );
  return { path: pathname, html: rendered.html, css: `${globals.css}\n${rendered.css}`.trim() };
}

const prerendered = [
  page(pages.videoAi.path, <VideoAiPage />),
  page(pages.pitchDecks.path, <PitchDecksPage />),
];
const out = path.resolve(__dirname, '../dist/prerender.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(prerendered));
process.stdout.write(
  `prerendered ${prerendered.map((p) => p.path).join(', ')} → ${path.relative(process.cwd(), out)} (${(fs.statSync(out).size / 1024).toFixed(1)} KB)\n`,
);
