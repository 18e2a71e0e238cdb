/**
 * Build-time snapshots of a remote's first screens (`dist/prerender.json`, docs/platform.md "Federation"):
 * each page rendered from its own components to static HTML with its CSS, so the edge can put it in the first
 * response and the visitor sees the page before any JavaScript has run. Run from a remote's
 * `scripts/prerender-pages.tsx` after its webpack build. No JSX here: build scripts run under tsx, which compiles
 * files outside the calling package with the classic runtime, and this module must not need a global React.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
import type { PrerenderedPage } from '@claims/contracts';
import { GlobalStyle } from '../theme/global-style';
import { theme } from '../theme/theme';

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
      sheet.collectStyles(h(StyleSheetManager, { namespace }, h(ThemeProvider, { theme }, element))),
    );
    return { html, css: cssOf(sheet) };
  } finally {
    sheet.seal();
  }
}

/**
 * A page to snapshot: its path and the element that renders its first screen; for a page that shows one record,
 * `data` is the record's API path (`/api/trial/cases/:id`) and the first screen rendered with `{{field}}`
 * placeholders for the edge to fill (`PrerenderedPage.data` in @claims/contracts).
 */
export type PrerenderTarget = {
  path: string;
  element: ReactElement;
  data?: { api: string; element: ReactElement };
  /** The public API path of the record the page shows (`PrerenderedPage.record`): a missing one makes the page 404. */
  record?: string;
};

/** Renders each page (inside a router at its path and a fresh query cache) and writes them to `outFile`. */
export function writePrerenderedPages(outFile: string, targets: PrerenderTarget[]): PrerenderedPage[] {
  const globals = render(h(GlobalStyle));
  const renderPage = (pagePath: string, element: ReactElement) => {
    const { html, css } = render(
      h(
        QueryClientProvider,
        { client: new QueryClient() },
        h(MemoryRouter, { initialEntries: [pagePath] }, element),
      ),
      scope,
    );
    return { html, css: `${globals.css}\n${css}`.trim() };
  };
  const prerendered = targets.map(({ path: pagePath, element, data, record }): PrerenderedPage => {
    const page: PrerenderedPage = {
      path: pagePath,
      ...renderPage(pagePath, element),
      ...(record ? { record } : {}),
    };
    if (data) page.data = { api: data.api, ...renderPage(pagePath, data.element) };
    return page;
  });
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, JSON.stringify(prerendered));
  const size = (fs.statSync(outFile).size / 1024).toFixed(1);
  process.stdout.write(
    `prerendered ${prerendered.map((p) => p.path).join(', ')} → ${path.relative(process.cwd(), outFile)} (${size} KB)\n`,
  );
  return prerendered;
}
