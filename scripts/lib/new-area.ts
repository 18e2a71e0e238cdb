/**
 * Scaffolds a new area (`npm run new-area -- <name>`): the remote `mfe-<name>`, the service `services/<name>`, the
 * contracts file, and every registration the site needs (workspaces, docker-compose). Everything else finds areas by
 * folder: jest projects, lint boundaries, `npm start`, the edge's remote builds. docs/new-area.md is the checklist.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export type AreaNames = {
  /** `booking`: folder, package, remote and API segment. */
  name: string;
  /** `Booking`: component and type prefix. */
  Name: string;
  /** `BOOKING`: environment variable segment. */
  NAME: string;
  /** `Booking`: as people read it. */
  Title: string;
  title: string;
  /** Service port under `npm start` and in docker-compose. */
  port: number;
  /** The remote's standalone dev-server port. */
  devPort: number;
};

export type NewAreaOptions = { root: string; name: string; title?: string; log?: (line: string) => void };
export type NewAreaResult = { names: AreaNames; created: string[]; updated: string[] };

/** Ports the platform table (docs/platform.md) already gives the planned areas. */
const plannedPorts: Record<string, number> = { booking: 4103, media: 4105 };
const templateRoot = path.join(__dirname, '../templates/area');

/** One lower-case word: it becomes a JS identifier (federation name), a folder, a URL segment and an env name. */
export const areaNamePattern = /^[a-z][a-z0-9]{1,29}$/;

function usedPorts(root: string): number[] {
  const compose = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  return [...compose.matchAll(/PORT: "(\d+)"/g)].map((m) => Number(m[1]));
}

export function areaNames(root: string, name: string, title?: string): AreaNames {
  if (!areaNamePattern.test(name)) {
    throw new Error(
      `The area name must be one lower-case word of letters and digits (2-30), like "booking"; got "${name}".`,
    );
  }
  const Name = name[0].toUpperCase() + name.slice(1);
  const Title = title ?? Name;
  const taken = usedPorts(root);
  const port = plannedPorts[name] ?? Math.max(4106, ...taken.filter((p) => p > 4100 && p < 4200)) + 1;
  return {
    name,
    Name,
    NAME: name.toUpperCase(),
    Title,
    title: Title.toLowerCase(),
    port,
    devPort: port - 1000,
  };
}

function fill(text: string, names: AreaNames): string {
  return text
    .replaceAll('__name__', names.name)
    .replaceAll('__Name__', names.Name)
    .replaceAll('__NAME__', names.NAME)
    .replaceAll('__Title__', names.Title)
    .replaceAll('__title__', names.title)
    .replaceAll('__devPort__', String(names.devPort))
    .replaceAll('__port__', String(names.port));
}

/** Copies a template folder, dropping `.tmpl` and filling the placeholders in paths and contents. */
function copyTemplate(from: string, to: string, names: AreaNames, created: string[], root: string) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, fill(entry.name.replace(/\.tmpl$/, ''), names));
    if (entry.isDirectory()) {
      copyTemplate(source, target, names, created, root);
    } else {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, fill(fs.readFileSync(source, 'utf8'), names));
      created.push(path.relative(root, target));
    }
  }
}

function editFile(root: string, file: string, edit: (text: string) => string, updated: string[]) {
  const full = path.join(root, file);
  const before = fs.readFileSync(full, 'utf8');
  const after = edit(before);
  if (after !== before) {
    fs.writeFileSync(full, after);
    updated.push(file);
  }
}

/** Adds the two packages to the root workspaces, each after the last of its kind. */
export function addWorkspaces(text: string, names: AreaNames): string {
  const pkg = JSON.parse(text) as { workspaces: string[] };
  const add = (entry: string, kind: (w: string) => boolean) => {
    if (pkg.workspaces.includes(entry)) return;
    const last = pkg.workspaces.findLastIndex(kind);
    pkg.workspaces.splice(last + 1, 0, entry);
  };
  add(`services/${names.name}`, (w) => w.startsWith('services/'));
  add(`mfe-${names.name}`, (w) => w.startsWith('mfe-'));
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** Inserts `lines` after the last line matching `after` inside the block that starts at `blockStart`. */
function insertAfterLast(text: string, blockStart: RegExp, after: RegExp, lines: string[]): string {
  const all = text.split('\n');
  const start = all.findIndex((line) => blockStart.test(line));
  if (start < 0) throw new Error(`docker-compose.yml: no line matching ${blockStart}`);
  let last = -1;
  for (let i = start + 1; i < all.length && !/^ {0,2}\S/.test(all[i]); i += 1)
    if (after.test(all[i])) last = i;
  if (last < 0) throw new Error(`docker-compose.yml: no line matching ${after} after ${blockStart}`);
  all.splice(last + 1, 0, ...lines);
  return all.join('\n');
}

/** The service (after the database and identity are healthy) and the remote's static server, both behind the edge. */
export function addComposeServices(text: string, names: AreaNames): string {
  const { name, NAME, port } = names;
  if (new RegExp(`^  ${name}:`, 'm').test(text))
    throw new Error(`docker-compose.yml already has a "${name}" service`);
  const service = [
    `  ${name}:`,
    `    build: { context: ., dockerfile: services/${name}/Dockerfile }`,
    '    environment:',
    '      <<: *service-env',
    `      PORT: "${port}"`,
    '    volumes:',
    '      - keys:/keys:ro',
    '    depends_on:',
    '      mongo: { condition: service_healthy }',
    '      trial: { condition: service_healthy }',
    '',
  ];
  const remote = [`  mfe-${name}:`, `    build: { context: ., dockerfile: mfe-${name}/Dockerfile }`];
  let out = text.replace(/^ {2}mfe-/m, `${service.join('\n')}\n  mfe-`);
  out = out
    .replace(/^ {2}edge:/m, `${remote.join('\n')}\n\n  edge:`)
    .replace(/\n\n\n {2}edge:/, '\n\n  edge:');
  out = insertAfterLast(out, /^ {2}edge:/, /^ {6}SERVICE_\w+_URL:/, [
    `      SERVICE_${NAME}_URL: http://${name}:${port}`,
  ]);
  out = insertAfterLast(out, /^ {2}edge:/, /^ {6}MFE_\w+_UPSTREAM:/, [
    `      MFE_${NAME}_UPSTREAM: http://mfe-${name}:8080`,
  ]);
  out = insertAfterLast(out, /^ {2}edge:/, /^ {6}(?!mfe-)[\w-]+: \{ condition: service_healthy \}/, [
    `      ${name}: { condition: service_healthy }`,
  ]);
  out = insertAfterLast(out, /^ {2}edge:/, /^ {6}mfe-[\w-]+: \{ condition: service_healthy \}/, [
    `      mfe-${name}: { condition: service_healthy }`,
  ]);
  parse(out); // still valid YAML
  return out;
}

/** Adds the template's schemas below an existing contracts file, importing zod once. */
export function appendContract(existing: string, contract: string): string {
  const importLine = "import { z } from 'zod';";
  const hasZod = /import \{[^}]*\bz\b[^}]*\} from 'zod';/.test(existing);
  const body = contract.replace(`${importLine}\n`, '').trimStart();
  const head = hasZod ? existing : `${importLine}\n${existing}`;
  return `${head.trimEnd()}\n\n// The area's first route (from the area template).\n${body}`;
}

/** Creates the area from the template and registers it. Refuses to touch an area that already exists. */
export function createArea({ root, name, title, log = () => {} }: NewAreaOptions): NewAreaResult {
  const names = areaNames(root, name, title);
  const targets = [`mfe-${name}`, `services/${name}`];
  const existing = targets.filter((target) => fs.existsSync(path.join(root, target)));
  if (existing.length > 0) throw new Error(`Not overwriting what exists: ${existing.join(', ')}`);

  const created: string[] = [];
  const updated: string[] = [];
  copyTemplate(path.join(templateRoot, 'mfe'), path.join(root, `mfe-${name}`), names, created, root);
  copyTemplate(path.join(templateRoot, 'service'), path.join(root, 'services', name), names, created, root);
  // The area's schemas file may exist already (written ahead of the code): the first route's schemas are added to it.
  const contractFile = `shared/contracts/src/${name}.ts`;
  const contract = fill(
    fs.readFileSync(path.join(templateRoot, 'contracts/contract.ts.tmpl'), 'utf8'),
    names,
  );
  if (fs.existsSync(path.join(root, contractFile))) {
    editFile(root, contractFile, (text) => appendContract(text, contract), updated);
  } else {
    fs.writeFileSync(path.join(root, contractFile), contract);
    created.push(contractFile);
  }
  const exportLine = `export * from './${name}';`;
  editFile(
    root,
    'shared/contracts/src/index.ts',
    (text) => (text.split('\n').includes(exportLine) ? text : `${text.trimEnd()}\n${exportLine}\n`),
    updated,
  );
  editFile(root, 'package.json', (text) => addWorkspaces(text, names), updated);
  editFile(root, 'docker-compose.yml', (text) => addComposeServices(text, names), updated);
  // The template's files come out in the repository's Prettier style (`npm run lint` checks it).
  const prettier = path.join(__dirname, '../../node_modules/.bin/prettier');
  const formatted = spawnSync(prettier, ['--write', '--log-level', 'warn', ...created], {
    cwd: root,
    encoding: 'utf8',
  });
  if (formatted.status !== 0) log(`prettier could not format the new files: ${formatted.stderr}`);
  for (const file of created) log(`created ${file}`);
  for (const file of updated) log(`updated ${file}`);
  return { names, created, updated };
}
