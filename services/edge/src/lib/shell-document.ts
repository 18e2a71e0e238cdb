import fs from 'node:fs';
import { tabTitle } from '@claims/contracts';
import { inlineScriptSources } from './inline-scripts';

export type ShellDocument = {
  /** The shell's index.html as built. */
  html: string;
  /** Content-Security-Policy sources for its inline scripts (`inlineScriptSources`). */
  scriptSources: string[];
};

/**
 * The shell's index.html, read once and again when the file changes (a new shell deployed beside a running edge).
 * The page handler sends it and the security headers allow its inline scripts, both from this one copy, so the
 * hashes in the policy are those of the document being sent. Nothing while the shell is not built.
 */
export function createShellDocument(file: string): () => ShellDocument | undefined {
  let cached: { mtimeMs: number; document: ShellDocument } | undefined;
  return () => {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (cached?.mtimeMs !== mtimeMs) {
        const html = fs.readFileSync(file, 'utf8');
        cached = { mtimeMs, document: { html, scriptSources: inlineScriptSources(html) } };
      }
      return cached.document;
    } catch {
      cached = undefined;
      return undefined;
    }
  };
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** The document with the tab title a page gets once the shell runs (`tabTitle`). */
export function withTitle(html: string, pageTitle: string): string {
  const text = tabTitle(pageTitle).replace(/[&<>"]/g, (c) => htmlEscapes[c]);
  return html.replace(/<title>[^<]*<\/title>/, () => `<title>${text}</title>`);
}
