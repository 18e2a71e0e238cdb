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
    find(pathname: string): PrerenderedPage | undefined {
      for (const dir of remoteDirs) {
        const page = pagesOf(dir).find((p) => p.path === pathname);
        if (page) return page;
      }
      return undefined;
    },
  };
}

function isPrerenderedPage(value: unknown): value is PrerenderedPage {
  const page = value as PrerenderedPage;
  return typeof page?.path === 'string' && typeof page.html === 'string' && typeof page.css === 'string';
}

/** The shell's index.html with the snapshot in its root element and the snapshot's styles in the head. */
export function withPrerenderedPage(indexHtml: string, page: PrerenderedPage): string {
  // The built index.html is minified (`<div id=root></div>`); a hand-written one quotes the id.
  const root = /<div id=(["']?)root\1><\/div>/.exec(indexHtml)?.[0];
  if (!root) return indexHtml;
  const css = page.css.replace(/<\/style/gi, '<\\/style');
  const wrapperPath = page.path.replace(/[&"<>]/g, '');
  const style = `<style data-prerendered-style>${css}</style>`;
  const withStyle = indexHtml.includes('</head>')
    ? indexHtml.replace('</head>', `${style}</head>`)
    : indexHtml.replace(root, `${style}${root}`);
  return withStyle.replace(
    root,
    `<div id="root"><div data-prerendered="${wrapperPath}">${page.html}</div></div>`,
  );
}
