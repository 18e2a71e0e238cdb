import fs from 'node:fs';

/** An area name as `npm run new-area` accepts it (one lower-case word). */
const areaName = /^[a-z][a-z0-9]{1,29}$/;

/** Areas beyond the ones the edge names in its schema, with their variables. */
export type MoreAreas = {
  /** name → `MFE_<NAME>_UPSTREAM` and `REMOTE_<NAME>_URL`, plus every other `mfe-<name>` folder (no variables). */
  remotes: Record<string, { upstream?: string; url?: string }>;
  /** name → `SERVICE_<NAME>_URL`. */
  services: Record<string, string>;
};

/**
 * Finds the areas created after the edge was written: a remote by its `mfe-<name>` folder or its
 * `MFE_<NAME>_UPSTREAM` / `REMOTE_<NAME>_URL` variable, a service by its `SERVICE_<NAME>_URL` variable.
 * Names the edge already knows are left to its schema.
 */
export function findMoreAreas(
  source: NodeJS.ProcessEnv,
  repoRoot: string,
  known: { remotes: readonly string[]; services: readonly string[] },
  readdir: (dir: string) => string[] = (dir) => fs.readdirSync(dir),
): MoreAreas {
  const found: MoreAreas = { remotes: {}, services: {} };
  const remote = (name: string) => (found.remotes[name] ??= {});
  let folders: string[] = [];
  try {
    folders = readdir(repoRoot);
  } catch {
    // no repository beside the edge (a container): variables only
  }
  for (const folder of folders) {
    const name = folder.slice('mfe-'.length);
    if (folder.startsWith('mfe-') && areaName.test(name) && !known.remotes.includes(name)) remote(name);
  }
  for (const [key, value] of Object.entries(source)) {
    if (!value) continue;
    const match = /^(MFE|REMOTE|SERVICE)_([A-Z][A-Z0-9]*)_(UPSTREAM|URL)$/.exec(key);
    if (!match) continue;
    const name = match[2].toLowerCase();
    if (!areaName.test(name)) continue;
    if (match[1] === 'SERVICE' && match[3] === 'URL' && !known.services.includes(name))
      found.services[name] = value;
    if (match[1] === 'MFE' && match[3] === 'UPSTREAM' && !known.remotes.includes(name))
      remote(name).upstream = value;
    if (match[1] === 'REMOTE' && match[3] === 'URL' && !known.remotes.includes(name))
      remote(name).url = value;
  }
  return found;
}
