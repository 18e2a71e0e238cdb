import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { parseEdgeEnv } from '../src/config/env';
import { inlineScriptSources } from '../src/lib/inline-scripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const earlyScript = '(function(){window.__claimsEarlyEnter={field:null,off:false}})();';

describe('inline scripts allowed by the CSP', () => {
  it('hashes each classic inline script, exactly as written', () => {
    const html = `<head><script>${earlyScript}</script><script src=/main.js async></script></head>`;
    expect(inlineScriptSources(html)).toEqual([sha256(earlyScript)]);
    // One character more is another script.
    expect(inlineScriptSources(`<script>${earlyScript} </script>`)).not.toEqual([sha256(earlyScript)]);
  });

  it('leaves out scripts loaded from a file and data blocks, and names a repeated script once', () => {
    const html =
      '<script src="/main.js"></script><script type="application/json" id="page-data">{"a":1}</script>' +
      '<SCRIPT>var a;</SCRIPT><script>var a;</script>';
    expect(inlineScriptSources(html)).toEqual([sha256('var a;')]);
  });

  it("puts the shell's inline script in script-src, and nothing more", async () => {
    const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-inline-'));
    fs.writeFileSync(
      path.join(shellDist, 'index.html'),
      `<!doctype html><head><script>${earlyScript}</script></head><div id=root></div>`,
    );
    const edge = await buildApp({
      config: {
        env: parseEdgeEnv({ NODE_ENV: 'test', SHELL_DIST: shellDist }),
        localRemoteDirs: {},
        remoteUpstreams: {},
        remotes: {},
        upstreams: {},
      },
    });
    try {
      const res = await edge.inject({ url: '/' });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['content-security-policy'])).toContain(
        `script-src 'self' ${sha256(earlyScript)};`,
      );

      // A new shell deployed while the edge runs: its page is sent with its own script allowed, the old one no longer.
      const newScript = `${earlyScript}window.__claimsShell=2;`;
      const index = path.join(shellDist, 'index.html');
      fs.writeFileSync(index, `<!doctype html><head><script>${newScript}</script></head><div id=root></div>`);
      const later = new Date(Date.now() + 5_000);
      fs.utimesSync(index, later, later);
      const redeployed = await edge.inject({ url: '/' });
      expect(redeployed.body).toContain(newScript);
      expect(String(redeployed.headers['content-security-policy'])).toContain(
        `script-src 'self' ${sha256(newScript)};`,
      );
    } finally {
      await edge.close();
      fs.rmSync(shellDist, { recursive: true, force: true });
    }
  });
});
