/** Find projections: inclusion, exclusion, $slice, $elemMatch, positional `.$`, and expressions through mingo. */
import { Aggregator } from 'mingo/aggregator';
import { MongoCommandError, notSupported } from './errors';
import { assertSupportedExpression, compileFilter, mingoOptions } from './query';
import { transferTags } from './update';
import { getPath, getTag, isPlainObject, setTag, type Doc } from './values';

export type Projector = ((doc: Doc) => Doc) & {
  /**
   * The projection's spec as a string when its output depends on the document alone (inclusion, exclusion,
   * `$slice`): two projectors with the same shape give the same output for the same document.
   */
  shape?: string;
};

interface Tree {
  [key: string]: true | Tree;
}

function addPath(tree: Tree, path: string) {
  const parts = path.split('.');
  let node = tree;
  for (let i = 0; i < parts.length - 1; i++) {
    const next = node[parts[i]];
    if (next === true) return;
    if (!next) node[parts[i]] = {};
    node = node[parts[i]] as Tree;
  }
  node[parts[parts.length - 1]] = true;
}

function copySlot(
  from: Doc | unknown[],
  fromKey: string | number,
  to: Doc | unknown[],
  toKey: string | number,
  value: unknown,
) {
  (to as Record<string, unknown>)[toKey as string] = value;
  setTag(to, toKey, getTag(from, fromKey));
}

function include(value: unknown, tree: Tree): unknown {
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const element of value) {
      if (isPlainObject(element) || Array.isArray(element)) out.push(include(element, tree));
    }
    return out;
  }
  if (!isPlainObject(value)) return undefined;
  const out: Doc = {};
  for (const key of Object.keys(value)) {
    const node = tree[key];
    if (!node) continue;
    if (node === true) copySlot(value, key, out, key, value[key]);
    else {
      const child = value[key];
      if (isPlainObject(child) || Array.isArray(child)) out[key] = include(child, node);
    }
  }
  return out;
}

function exclude(value: unknown, tree: Tree): unknown {
  if (Array.isArray(value)) {
    const out = value.map((element) =>
      isPlainObject(element) || Array.isArray(element) ? exclude(element, tree) : element,
    );
    value.forEach((_, i) => setTag(out, i, getTag(value, i)));
    return out;
  }
  if (!isPlainObject(value)) return value;
  const out: Doc = {};
  for (const key of Object.keys(value)) {
    const node = tree[key];
    if (node === true) continue;
    if (node) out[key] = exclude(value[key], node);
    else copySlot(value, key, out, key, value[key]);
  }
  return out;
}

function sliceArray(array: unknown[], spec: unknown, field: string): unknown[] {
  let skip = 0;
  let limit: number;
  if (typeof spec === 'number') {
    if (spec >= 0) limit = spec;
    else {
      skip = Math.max(0, array.length + spec);
      limit = -spec;
    }
  } else if (
    Array.isArray(spec) &&
    spec.length === 2 &&
    typeof spec[0] === 'number' &&
    typeof spec[1] === 'number'
  ) {
    if (spec[1] <= 0)
      throw new MongoCommandError('BadValue', `$slice limit must be positive (field '${field}')`);
    skip = spec[0] < 0 ? Math.max(0, array.length + spec[0]) : spec[0];
    limit = spec[1];
  } else {
    throw new MongoCommandError(
      'BadValue',
      `$slice only supports numbers and [skip, limit] arrays (field '${field}')`,
    );
  }
  const out = array.slice(skip, skip + limit);
  out.forEach((_, i) => setTag(out, i, getTag(array, skip + i)));
  return out;
}

function setTop(doc: Doc, path: string, value: unknown) {
  const parts = path.split('.');
  let node: Doc = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const next = node[parts[i]];
    if (!isPlainObject(next)) return;
    node = next;
  }
  node[parts[parts.length - 1]] = value;
}

/** Compiles a find projection; `filter` serves the positional `.$` form. */
export function compileProjection(spec: unknown, filter?: Doc): Projector | undefined {
  if (spec === undefined || spec === null) return undefined;
  if (!isPlainObject(spec)) throw new MongoCommandError('TypeMismatch', 'projection must be an object');
  const keys = Object.keys(spec);
  if (keys.length === 0) return undefined;
  assertSupportedExpression(spec);

  let mode: 'include' | 'exclude' | undefined;
  let excludeId = false;
  let expression = false;
  const tree: Tree = {};
  const slices: [string, unknown][] = [];
  const elemMatches: [string, ReturnType<typeof compileFilter>][] = [];
  let positional: string | undefined;

  const setMode = (next: 'include' | 'exclude', field: string) => {
    if (mode && mode !== next) {
      throw new MongoCommandError(
        next === 'exclude' ? 31254 : 31253,
        next === 'exclude'
          ? `Cannot do exclusion on field ${field} in inclusion projection`
          : `Cannot do inclusion on field ${field} in exclusion projection`,
      );
    }
    mode = next;
  };

  for (const key of keys) {
    const value = spec[key];
    if (key === '_id' && (value === 0 || value === false)) {
      excludeId = true;
      continue;
    }
    if (key.endsWith('.$')) {
      if (positional)
        throw new MongoCommandError(
          'BadValue',
          'Cannot specify more than one positional projection per query.',
        );
      positional = key.slice(0, -2);
      setMode('include', key);
      addPath(tree, positional);
      continue;
    }
    if (typeof value === 'number' || typeof value === 'boolean') {
      if (value === 0 || value === false) {
        setMode('exclude', key);
      } else {
        setMode('include', key);
      }
      if (key !== '_id') addPath(tree, key);
      continue;
    }
    if (isPlainObject(value) && Object.keys(value).length === 1 && '$slice' in value) {
      slices.push([key, value.$slice]);
      continue;
    }
    if (isPlainObject(value) && Object.keys(value).length === 1 && '$elemMatch' in value) {
      if (!isPlainObject(value.$elemMatch))
        throw new MongoCommandError('BadValue', '$elemMatch needs an Object');
      setMode('include', key);
      elemMatches.push([key, compileFilter(value.$elemMatch)]);
      continue;
    }
    if (isPlainObject(value) && '$meta' in value)
      throw notSupported(`{ $meta: ${JSON.stringify(value.$meta)} } projection`);
    expression = true;
  }

  if (expression) {
    const stage = { $project: spec };
    return (doc) => {
      let out: Doc[];
      try {
        out = new Aggregator([stage], { ...mingoOptions }).run([{ ...doc }]) as Doc[];
      } catch (error) {
        throw new MongoCommandError('BadValue', (error as Error).message);
      }
      transferTags(doc, out[0]);
      return out[0];
    };
  }

  const positionalMatcher = positional && filter ? positionalConditions(filter, positional) : undefined;
  if (positional && !positionalMatcher) {
    throw new MongoCommandError(
      'BadValue',
      'Executor error during find command :: caused by :: positional operator (' +
        positional +
        '.$) requires corresponding field in query specifier',
    );
  }

  const projector: Projector = (doc) => {
    let out: Doc;
    if (mode === 'include') {
      out = {};
      if (!excludeId && '_id' in doc) copySlot(doc, '_id', out, '_id', doc._id);
      const rest = include(doc, tree) as Doc;
      for (const key of Object.keys(rest))
        if (key !== '_id' || !excludeId) copySlot(rest, key, out, key, rest[key]);
      for (const [field] of slices) {
        const value = getPath(doc, field);
        if (value !== undefined) setTop(out, field, value);
      }
    } else {
      const excluded: Tree = { ...tree };
      if (excludeId) excluded._id = true;
      out = exclude(doc, excluded) as Doc;
    }
    for (const [field, sliceSpec] of slices) {
      const value = getPath(out, field);
      if (Array.isArray(value)) setTop(out, field, sliceArray(value, sliceSpec, field));
    }
    for (const [field, matcher] of elemMatches) {
      const array = getPath(doc, field);
      delete out[field];
      if (!Array.isArray(array)) continue;
      const found = array.findIndex((element) => isPlainObject(element) && matcher.test(element));
      if (found >= 0) {
        const single = [array[found]];
        setTag(single, 0, getTag(array, found));
        out[field] = single;
      }
    }
    if (positional && positionalMatcher) {
      const array = getPath(doc, positional);
      if (Array.isArray(array)) {
        const found = array.findIndex((element) => positionalMatcher(doc, positional!, element));
        if (found >= 0) {
          const single = [array[found]];
          setTag(single, 0, getTag(array, found));
          setTop(out, positional, single);
        } else {
          throw new MongoCommandError(
            'BadValue',
            'Executor error during find command :: caused by :: positional operator did not find the match needed from the query.',
          );
        }
      }
    }
    return out;
  };
  if (elemMatches.length === 0 && !positional) projector.shape = JSON.stringify(spec);
  return projector;
}

function positionalConditions(
  filter: Doc,
  arrayPath: string,
): ((doc: Doc, path: string, element: unknown) => boolean) | undefined {
  const conditions: Doc = {};
  for (const key of Object.keys(filter)) {
    if (key === arrayPath || key.startsWith(arrayPath + '.')) conditions[key] = filter[key];
  }
  if (Object.keys(conditions).length === 0) return undefined;
  const matcher = compileFilter(conditions);
  return (doc, path, element) => {
    const probe: Doc = { ...doc };
    const parts = path.split('.');
    let node: Doc = probe;
    for (let i = 0; i < parts.length - 1; i++) {
      const next = node[parts[i]];
      if (!isPlainObject(next)) return false;
      node[parts[i]] = { ...next };
      node = node[parts[i]] as Doc;
    }
    node[parts[parts.length - 1]] = [element];
    return matcher.test(probe);
  };
}
