import type { PrerenderedPage } from '@claims/contracts';
import {
  createPublishedFileReader,
  type PublishedFileReaderOptions,
  type PublishedFileSource,
} from './published-files';

function parsePages(parsed: unknown): PrerenderedPage[] {
  return Array.isArray(parsed) ? parsed.filter(isPrerenderedPage) : [];
}

/**
 * The prerendered pages every remote publishes beside its manifest (`prerender.json`), read as every published file
 * is (`createPublishedFileReader`). A missing or unreadable list only means the page starts from the shell's skeleton.
 */
export function createPrerenderedPages(
  sources: PublishedFileSource[],
  options: PublishedFileReaderOptions = {},
) {
  const pagesOf = createPublishedFileReader(parsePages, [] as PrerenderedPage[], options);

  return {
    /**
     * The snapshot for `pathname`: an entry for exactly that path, else the entry whose parameterised path
     * (`/repair-guide/:id`) has its shape, the one with the most fixed segments first.
     */
    async find(pathname: string): Promise<PrerenderedPage | undefined> {
      const pages = (await Promise.all(sources.map(pagesOf))).flat();
      const exact = pages.find((p) => p.path === pathname);
      if (exact) return exact;
      let best: PrerenderedPage | undefined;
      let bestFixed = -1;
      for (const page of pages) {
        const fixed = fixedSegmentsIfMatches(page.path, pathname);
        if (fixed > bestFixed) {
          best = page;
          bestFixed = fixed;
        }
      }
      return best;
    },
  };
}

/**
 * -1 when `pattern` (react-router syntax, `:param` standing for one segment) does not describe `pathname`, else
 * how many of its segments are fixed text. A parameter is one whole, non-empty segment: it never spans a `/`.
 */
export function fixedSegmentsIfMatches(pattern: string, pathname: string): number {
  if (!pattern.includes('/:')) return -1;
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return -1;
  let fixed = 0;
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(':')) {
      if (have[i] === '') return -1;
    } else if (want[i] === have[i]) {
      fixed += 1;
    } else {
      return -1;
    }
  }
  return fixed;
}

function isPrerenderedPage(value: unknown): value is PrerenderedPage {
  const page = value as PrerenderedPage;
  const data = page?.data;
  return (
    typeof page?.path === 'string' &&
    typeof page.html === 'string' &&
    typeof page.css === 'string' &&
    (page.record === undefined || typeof page.record === 'string') &&
    (data === undefined ||
      (typeof data?.api === 'string' && typeof data.html === 'string' && typeof data.css === 'string'))
  );
}

/**
 * The API path of the record a page shows: `api` (`/api/trial/cases/:id`) with each parameter taken from the
 * visitor's path, matched against the page's pattern (`/trial-dashboard/case/:id`). Undefined when the path does
 * not fit the pattern, a parameter is not valid URL text, or the result would leave `/api/`.
 */
export function recordApiPath(api: string, pattern: string, pathname: string): string | undefined {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return undefined;
  const params = new Map<string, string>();
  for (let i = 0; i < want.length; i += 1) {
    if (!want[i].startsWith(':')) {
      if (want[i] !== have[i]) return undefined;
      continue;
    }
    let value: string;
    try {
      value = decodeURIComponent(have[i]);
    } catch {
      return undefined;
    }
    // A dot segment would move the request to another API path once the URL is resolved.
    if (value === '.' || value === '..') return undefined;
    params.set(want[i].slice(1), encodeURIComponent(value));
  }
  let missing = false;
  const path = api.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params.get(name);
    if (value === undefined || value === '') missing = true;
    return value ?? '';
  });
  return !missing && path.startsWith('/api/') ? path : undefined;
}

function valueAt(record: unknown, path: string): unknown {
  let value = record;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The snapshot's `{{field}}` / `{{field|fallback}}` placeholders replaced by the record's text (escaped for text
 * and quoted attributes alike); a field that is missing, empty or not text gives the fallback (already markup,
 * written by the build) or nothing.
 */
export function fillSnapshot(html: string, record: unknown): string {
  return html.replace(/\{\{([A-Za-z0-9_.]+)(?:\|([^{}]*))?\}\}/g, (_, path: string, fallback = '') => {
    const value = valueAt(record, path);
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return typeof value === 'string' && value !== '' ? escapeAttribute(value) : fallback;
  });
}

/** A filled first screen: the page's `data` snapshot with the record, which also goes along for the first render. */
export type FilledSnapshot = { api: string; record: unknown };

/**
 * The shell's index.html with the snapshot in its root element and the snapshot's styles in the head. The
 * wrapper names the path served (`pathname`, the visitor's own for a parameterised entry), which the shell
 * compares with its location before showing the snapshot.
 */
export function withPrerenderedPage(
  indexHtml: string,
  page: PrerenderedPage,
  pathname: string = page.path,
  filled?: FilledSnapshot,
): string {
  // The built index.html is minified (`<div id=root></div>`); a hand-written one quotes the id.
  const root = /<div id=(["']?)root\1><\/div>/.exec(indexHtml)?.[0];
  if (!root) return indexHtml;
  const snapshot = filled && page.data ? page.data : page;
  const html = filled && page.data ? fillSnapshot(page.data.html, filled.record) : page.html;
  const css = snapshot.css.replace(/<\/style/gi, '<\\/style');
  const wrapperPath = escapeAttribute(pathname);
  // The record for the page's first render (web-kit `takePageData`): JSON, never run, `<` escaped so no text in
  // it can end the element.
  const record = filled
    ? `<script type="application/json" id="page-data" data-api="${escapeAttribute(filled.api)}">${JSON.stringify(
        filled.record,
      )
        .replace(/</g, '\\u003c')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029')}</script>`
    : '';
  const style = `<style data-prerendered-style>${css}</style>${record}`;
  // Replacement functions, not strings: `$&` and the like in a record's text must stay text.
  const withStyle = indexHtml.includes('</head>')
    ? indexHtml.replace('</head>', () => `${style}</head>`)
    : indexHtml.replace(root, () => `${style}${root}`);
  // The page's own content is the main landmark before the scripts run (the landing's snapshot has its own header,
  // which a main element may not hold).
  const wrapper = /^\s*<header[\s>]/.test(html) ? 'div' : 'main';
  return withStyle.replace(
    root,
    () => `<div id="root"><${wrapper} data-prerendered="${wrapperPath}">${html}</${wrapper}></div>`,
  );
}

const attributeEscapes: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Text made safe as element text and inside a double-quoted attribute; the browser reads back the original. */
function escapeAttribute(text: string): string {
  return text.replace(/[&"'<>]/g, (c) => attributeEscapes[c]);
}
