/**
 * Writes dist/prerender.json: the first screen of /repair-guides (hero, search, category chips and the loading
 * grid) as static HTML with its CSS, so the edge can put it in the first response and the visitor sees the page
 * before any JavaScript has run. The shell shows this snapshot until the remote renders the live page over it
 * (the same markup, so nothing moves). Same mechanism as the marketing landing hero (docs/platform.md,
 * "Federation"). Pages whose first screen depends on who is signed in (/upload-guide, /admin) are not
 * prerendered: a snapshot would show a signed-in visitor the signed-out screen first.
 */
import './react-global';
import './asset-stub';
import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@claims/ui';
import type { PrerenderedPage } from '@claims/contracts';
import { GuideLibraryPage } from '../src/features/guides/components/guide-library-page';
import { pages } from '../src/config/paths';

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
const snapshot = (pagePath: string, page: ReactElement): PrerenderedPage => {
  const { html, css } = render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[pagePath]}>{page}</MemoryRouter>
    </QueryClientProvider>,
    scope,
  );
  return { path: pagePath, html, css: `${globals.css}\n${css}`.trim() };
};

const prerendered: PrerenderedPage[] = [snapshot(pages.library.path, <GuideLibraryPage />)];
const out = path.resolve(__dirname, '../dist/prerender.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(prerendered));
process.stdout.write(
  `prerendered ${prerendered.map((p) => p.path).join(', ')} → ${path.relative(process.cwd(), out)} (${(fs.statSync(out).size / 1024).toFixed(1)} KB)\n`,
);
