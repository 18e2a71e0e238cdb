import fs from 'node:fs';
import path from 'node:path';
import type { PrerenderedPage } from '@claims/contracts';

type Cached = { mtimeMs: number; pages: PrerenderedPage[] };

/**
 * The prerendered pages published by local remote builds (`<dist>/prerender.json`), re-read when a remote is
 * redeployed. A missing or unreadable file only means the page starts from the shell's skeleton.
 */
export function createPrerenderedPages(remoteDirs: string[]) {
  const cache = new Map<string, Cached>();

  function pagesOf(dir: string): PrerenderedPage[] {
    const file = path.join(dir, 'prerender.json');
    try {
      const { mtimeMs } = fs.statSync(file);
      const cached = cache.get(file);
      if (cached && cached.mtimeMs === mtimeMs) return cached.pages;
      const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      const pages = Array.isArray(parsed) ? parsed.filter(isPrerenderedPage) : [];
      cache.set(file, { mtimeMs, pages });
      return pages;
    } catch {
      cache.delete(file);
      return [];
    }
  }

  return {
    /**
     * The snapshot for `pathname`: an entry for exactly that path, else the entry whose parameterised path
     * (`/repair-guide/:id`) has its shape, the one with the most fixed segments first.
     */
    find(pathname: string): PrerenderedPage | undefined {
      const pages = remoteDirs.flatMap(pagesOf);
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
  return typeof page?.path === 'string' && typeof page.html === 'string' && typeof page.css === 'string';
}

/**
 * The shell's index.html with the snapshot in its root element and the snapshot's styles in the head. The
 * wrapper names the path served (`pathname`, the visitor's own for a parameterised entry), which the shell
 * compares with its location before showing the snapshot.
 */
export function withPrerenderedPage(
  indexHtml: string,
  page: PrerenderedPage,
  pathname: string = page.path,
): string {
  // The built index.html is minified (`<div id=root></div>`); a hand-written one quotes the id.
  const root = /<div id=(["']?)root\1><\/div>/.exec(indexHtml)?.[0];
  if (!root) return indexHtml;
  const css = page.css.replace(/<\/style/gi, '<\\/style');
  const wrapperPath = escapeAttribute(pathname);
  const style = `<style data-prerendered-style>${css}</style>`;
  const withStyle = indexHtml.includes('</head>')
    ? indexHtml.replace('</head>', `${style}</head>`)
    : indexHtml.replace(root, `${style}${root}`);
  return withStyle.replace(
    root,
    `<div id="root"><div data-prerendered="${wrapperPath}">${page.html}</div></div>`,
  );
}

const attributeEscapes: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Text made safe inside a double-quoted attribute; the browser's `dataset` reads back the original. */
function escapeAttribute(text: string): string {
  return text.replace(/[&"'<>]/g, (c) => attributeEscapes[c]);
}
