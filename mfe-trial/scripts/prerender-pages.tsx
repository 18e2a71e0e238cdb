/**
 * Writes dist/prerender.json: the first screen of /trial-dashboard and /dealer-portal as static HTML with their CSS,
 * rendered at build time from the pages' own components, so the edge can put it in the first response and the
 * visitor sees the page's heading before any JavaScript has run. Both pages depend on who is signed in, so the
 * snapshot holds what every visitor shares (headings, fixed figures) and fixed-size placeholders for the rest; it
 * is as tall as the screen, so nothing below it moves when the live page replaces it. The case page has a path
 * parameter and the edge serves snapshots by exact path, so it starts from the shell's skeleton.
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
import { TrialDashboardSkeleton } from '../src/features/dashboard/components/trial-dashboard-page';
import { DealerPortalSkeleton } from '../src/features/dealer-portal/components/dealer-portal-page';

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
  page(pages.dashboard.path, <TrialDashboardSkeleton />),
  page(pages.dealerPortal.path, <DealerPortalSkeleton />),
];
const out = path.resolve(__dirname, '../dist/prerender.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(prerendered));
process.stdout.write(
  `prerendered ${prerendered.map((p) => p.path).join(', ')} → ${path.relative(process.cwd(), out)} (${(fs.statSync(out).size / 1024).toFixed(1)} KB)\n`,
);
