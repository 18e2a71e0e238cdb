import { createHash } from 'node:crypto';

/** A `<script>` element with its attributes and its text. */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * Content-Security-Policy sources (`'sha256-…'`) for the inline scripts a page runs: classic scripts with no `src`
 * and no `type`, such as the one in the shell's index.html (build-kit's index.html). Only those exact texts run;
 * any other inline script stays blocked. A data block (`type="application/json"`) is never run and needs none.
 */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes, text] of html.matchAll(scriptElement)) {
    if (/\b(?:src|type)\s*=/i.test(attributes)) continue;
    sources.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...new Set(sources)];
}
