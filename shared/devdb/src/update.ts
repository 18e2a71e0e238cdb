/**
 * Update operators with MongoDB's semantics and errors, including $setOnInsert, positional `$`,
 * `$[]` and `$[identifier]` with arrayFilters. Numeric results keep MongoDB's type rules
 * (int + int stays int unless it overflows to long, anything + double is double).
 */
import { Aggregator } from 'mingo/aggregator';
import { Long, Timestamp } from 'bson';
import { MongoCommandError, notSupported } from './errors';
import { assertSupportedExpression, compileFilter, mingoOptions, type Matcher } from './query';
import {
  bsonTag,
  cloneValue,
  compareValues,
  deleteField,
  formatValue,
  getPath,
  getTag,
  identical,
  isNumeric,
  isPlainObject,
  keyOf,
  newObjectId,
  setField,
  setTag,
  typeName,
  typeNameAt,
  type Doc,
  type NumericTag,
} from './values';

export interface UpdateOptions {
  /** The query that selected the document (for the positional `$` operator). */
  filter?: Doc;
  arrayFilters?: Doc[];
  /** True when the document is being inserted by an upsert ($setOnInsert applies). */
  isInsert?: boolean;
}

const operatorNames = [
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$setOnInsert',
  '$currentDate',
  '$push',
  '$addToSet',
  '$pop',
  '$pull',
  '$pullAll',
  '$bit',
] as const;
const operatorSet = new Set<string>(operatorNames);

const pipelineUpdateStages = new Set([
  '$addFields',
  '$set',
  '$project',
  '$unset',
  '$replaceRoot',
  '$replaceWith',
]);

export type UpdateKind = 'operators' | 'replacement' | 'pipeline';

/** Classifies and validates an update document before any document is touched. */
export function classifyUpdate(update: unknown): UpdateKind {
  if (Array.isArray(update)) {
    for (const stage of update) {
      if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
        throw new MongoCommandError(
          'FailedToParse',
          'A pipeline stage specification object must contain exactly one field.',
        );
      }
      const name = Object.keys(stage)[0];
      if (!pipelineUpdateStages.has(name)) {
        throw new MongoCommandError('InvalidOptions', `${name} is not allowed to be used within an update`);
      }
      assertSupportedExpression(stage);
    }
    return 'pipeline';
  }
  if (!isPlainObject(update)) {
    throw new MongoCommandError('FailedToParse', 'Update argument must be either an object or an array');
  }
  const keys = Object.keys(update);
  if (keys.length === 0 || !keys[0].startsWith('$')) {
    for (const key of keys) {
      if (key.startsWith('$')) {
        throw new MongoCommandError(
          'DollarPrefixedFieldName',
          `The dollar ($) prefixed field '${key}' in '${key}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
        );
      }
    }
    return 'replacement';
  }
  for (const key of keys) {
    if (!operatorSet.has(key)) {
      throw new MongoCommandError(
        'FailedToParse',
        `Unknown modifier: ${key}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    const spec = update[key];
    if (!isPlainObject(spec)) {
      throw new MongoCommandError(
        'FailedToParse',
        `Modifiers operate on fields but we found type ${typeName(spec)} instead. For example: {$mod: {<field>: ...}} not {${key}: ${formatValue(spec)}}`,
      );
    }
    for (const path of Object.keys(spec)) {
      if (path === '') throw new MongoCommandError('EmptyFieldName', 'An empty update path is not valid.');
      if (path.split('.').some((part) => part === '')) {
        throw new MongoCommandError(
          'EmptyFieldName',
          `The update path '${path}' contains an empty field name, which is not allowed.`,
        );
      }
    }
  }
  return 'operators';
}

interface Action {
  op: string;
  path: string;
  args: Doc;
  argKey: string;
}

/** Applies an update to a copy of `original` and returns the new document (the original is untouched). */
export function applyUpdate(
  original: Doc,
  update: Doc | Doc[],
  kind: UpdateKind,
  options: UpdateOptions = {},
): Doc {
  if (kind === 'replacement') return applyReplacement(original, update as Doc);
  if (kind === 'pipeline') return applyPipeline(original, update as Doc[], options);
  return applyOperators(original, update as Doc, options);
}

function checkIdUnchanged(original: Doc, updated: Doc) {
  if (!('_id' in original)) return;
  if (!('_id' in updated) || !identical(original._id, updated._id)) {
    throw new MongoCommandError(
      'ImmutableField',
      `Performing an update on the path '_id' would modify the immutable field '_id'`,
    );
  }
}

function idFirst(doc: Doc): Doc {
  const keys = Object.keys(doc);
  if (!('_id' in doc) || keys[0] === '_id') return doc;
  const out: Doc = { _id: doc._id };
  setTag(out, '_id', getTag(doc, '_id'));
  for (const key of keys) {
    if (key === '_id') continue;
    out[key] = doc[key];
    setTag(out, key, getTag(doc, key));
  }
  return out;
}

function applyReplacement(original: Doc, replacement: Doc): Doc {
  const out = cloneValue(replacement);
  if ('_id' in out && '_id' in original && !identical(out._id, original._id)) {
    throw new MongoCommandError(
      'ImmutableField',
      `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${formatValue(out._id)}`,
    );
  }
  if ('_id' in original && !('_id' in out)) {
    out._id = original._id;
    setTag(out, '_id', getTag(original, '_id'));
  }
  return idFirst(out);
}

/** Copies numeric tags from `from` to `to` wherever both hold the same number at the same path. */
export function transferTags(from: unknown, to: unknown) {
  if (Array.isArray(from) && Array.isArray(to)) {
    const n = Math.min(from.length, to.length);
    for (let i = 0; i < n; i++) transferSlot(from, i, to, i);
  } else if (isPlainObject(from) && isPlainObject(to)) {
    for (const key of Object.keys(to)) if (key in from) transferSlot(from, key, to, key);
  }
}

function transferSlot(from: object, fromKey: string | number, to: object, toKey: string | number) {
  const a = (from as Record<string, unknown>)[fromKey as string];
  const b = (to as Record<string, unknown>)[toKey as string];
  if (typeof a === 'number' && typeof b === 'number') {
    if (Object.is(a, b)) setTag(to, toKey, getTag(from, fromKey));
  } else if (a && b && typeof a === 'object' && typeof b === 'object') {
    transferTags(a, b);
  }
}

function applyPipeline(original: Doc, pipeline: Doc[], options: UpdateOptions): Doc {
  const input = cloneValue(original, false);
  let output: Doc[];
  try {
    output = new Aggregator(pipeline, { ...mingoOptions }).run([input]) as Doc[];
  } catch (error) {
    throw new MongoCommandError('BadValue', (error as Error).message);
  }
  const result = output[0] ?? {};
  if (!isPlainObject(result))
    throw new MongoCommandError('BadValue', 'update pipeline must produce a document');
  transferTags(original, result);
  if ('_id' in original) {
    if (!('_id' in result)) {
      result._id = original._id;
      setTag(result, '_id', getTag(original, '_id'));
    } else if (!options.isInsert) {
      checkIdUnchanged(original, result);
    }
  }
  return idFirst(result);
}

function comparePaths(a: string, b: string): number {
  const pa = a.split('.');
  const pb = b.split('.');
  const n = Math.min(pa.length, pb.length);
  for (let i = 0; i < n; i++) {
    if (pa[i] === pb[i]) continue;
    const na = /^\d+$/.test(pa[i]);
    const nb = /^\d+$/.test(pb[i]);
    if (na && nb) return Number(pa[i]) - Number(pb[i]);
    return pa[i] < pb[i] ? -1 : 1;
  }
  return pa.length - pb.length;
}

function checkConflicts(paths: string[]) {
  const seen = new Set<string>();
  const sorted = [...paths].sort((a, b) => a.split('.').length - b.split('.').length);
  for (const path of sorted) {
    const parts = path.split('.');
    for (let i = 1; i <= parts.length; i++) {
      const prefix = parts.slice(0, i).join('.');
      if (seen.has(prefix)) {
        throw new MongoCommandError(
          'ConflictingUpdateOperators',
          `Updating the path '${path}' would create a conflict at '${prefix}'`,
        );
      }
    }
    seen.add(path);
  }
}

class UpdateContext {
  private positional = new Map<string, number>();
  private arrayFilters = new Map<string, Matcher>();
  private usedFilters = new Set<string>();

  constructor(
    readonly original: Doc,
    readonly options: UpdateOptions,
  ) {
    for (const filter of options.arrayFilters ?? []) {
      if (!isPlainObject(filter))
        throw new MongoCommandError('TypeMismatch', 'arrayFilters entries must be objects');
      const idents = new Set(
        Object.keys(filter)
          .map((key) => key.split('.')[0])
          .filter((key) => !key.startsWith('$')),
      );
      if (idents.size !== 1) {
        throw new MongoCommandError(
          'FailedToParse',
          `Error parsing array filter :: caused by :: Expected a single top-level field name, found ${[...idents].map((i) => `'${i}'`).join(' and ') || 'none'}`,
        );
      }
      const ident = [...idents][0];
      if (!/^[a-z][a-zA-Z0-9]*$/.test(ident)) {
        throw new MongoCommandError(
          'BadValue',
          `Error parsing array filter :: caused by :: The top-level field name must be an alphanumeric string beginning with a lowercase letter, found '${ident}'`,
        );
      }
      if (this.arrayFilters.has(ident))
        throw new MongoCommandError(
          'FailedToParse',
          `Found multiple array filters with the same top-level field name ${ident}`,
        );
      this.arrayFilters.set(ident, compileFilter(filter));
    }
  }

  assertAllFiltersUsed() {
    for (const ident of this.arrayFilters.keys()) {
      if (!this.usedFilters.has(ident)) {
        throw new MongoCommandError(
          'FailedToParse',
          `The array filter for identifier '${ident}' was not used in the update ${'{...}'}`,
        );
      }
    }
  }

  /** The index of the first element of the array at `arrayPath` that matched the query. */
  positionalIndex(arrayPath: string): number {
    const cached = this.positional.get(arrayPath);
    if (cached !== undefined) return cached;
    const notFound = () =>
      new MongoCommandError(
        'BadValue',
        'The positional operator did not find the match needed from the query.',
      );
    const filter = this.options.filter;
    const array = getPath(this.original, arrayPath);
    if (!filter || this.options.isInsert || !Array.isArray(array)) throw notFound();
    const conditions = relevantConditions(filter, arrayPath);
    if (Object.keys(conditions).length === 0) throw notFound();
    const matcher = compileFilter(conditions);
    for (let i = 0; i < array.length; i++) {
      const probe = withPathReplaced(this.original, arrayPath, [array[i]]);
      if (matcher.test(probe)) {
        this.positional.set(arrayPath, i);
        return i;
      }
    }
    throw notFound();
  }

  elementMatches(ident: string, element: unknown, path: string): boolean {
    const matcher = this.arrayFilters.get(ident);
    if (!matcher)
      throw new MongoCommandError(
        'BadValue',
        `No array filter found for identifier '${ident}' in path '${path}'`,
      );
    this.usedFilters.add(ident);
    return matcher.test({ [ident]: element });
  }

  markUsed(ident: string, path: string) {
    if (!this.arrayFilters.has(ident))
      throw new MongoCommandError(
        'BadValue',
        `No array filter found for identifier '${ident}' in path '${path}'`,
      );
    this.usedFilters.add(ident);
  }
}

function relevantConditions(filter: Doc, arrayPath: string): Doc {
  const out: Doc = {};
  const clauses: Doc[] = [];
  for (const key of Object.keys(filter)) {
    if (key === '$and' && Array.isArray(filter.$and)) {
      for (const clause of filter.$and)
        if (isPlainObject(clause)) clauses.push(relevantConditions(clause, arrayPath));
    } else if (key === arrayPath || key.startsWith(arrayPath + '.')) {
      out[key] = filter[key];
    }
  }
  const nonEmpty = clauses.filter((c) => Object.keys(c).length);
  if (nonEmpty.length) out.$and = nonEmpty;
  return out;
}

function withPathReplaced(doc: Doc, path: string, value: unknown): Doc {
  const parts = path.split('.');
  const root: Doc = { ...doc };
  let current: Record<string, unknown> = root;
  for (let i = 0; i < parts.length - 1; i++) {
    const next = current[parts[i]];
    const copy = Array.isArray(next) ? next.slice() : isPlainObject(next) ? { ...next } : {};
    current[parts[i]] = copy;
    current = copy as Record<string, unknown>;
  }
  current[parts[parts.length - 1]] = value;
  return root;
}

function childOf(container: unknown, part: string): unknown {
  if (Array.isArray(container)) return /^\d+$/.test(part) ? container[Number(part)] : undefined;
  if (isPlainObject(container))
    return Object.prototype.hasOwnProperty.call(container, part) ? container[part] : undefined;
  return undefined;
}

/** Expands positional parts (`$`, `$[]`, `$[id]`) into concrete paths against the document. */
function expandPath(doc: Doc, path: string, ctx: UpdateContext): string[][] {
  const parts = path.split('.');
  if (!parts.some((p) => p.startsWith('$'))) return [parts];
  let results: { parts: string[]; value: unknown }[] = [{ parts: [], value: doc }];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const next: { parts: string[]; value: unknown }[] = [];
    for (const r of results) {
      if (part === '$') {
        const index = ctx.positionalIndex(r.parts.join('.'));
        next.push({ parts: [...r.parts, String(index)], value: childOf(r.value, String(index)) });
      } else if (part === '$[]' || /^\$\[[^\]]*\]$/.test(part)) {
        const ident = part === '$[]' ? undefined : part.slice(2, -1);
        if (ident !== undefined) ctx.markUsed(ident, path);
        if (!Array.isArray(r.value)) {
          if (ctx.options.isInsert && r.value === undefined) {
            throw new MongoCommandError(
              'BadValue',
              `The path '${r.parts.join('.')}' must exist in the document in order to apply array updates.`,
            );
          }
          throw new MongoCommandError(
            'BadValue',
            r.value === undefined
              ? `The path '${r.parts.join('.')}' must exist in the document in order to apply array updates.`
              : `Cannot apply array updates to non-array element ${r.parts[r.parts.length - 1]}: ${formatValue(r.value)}`,
          );
        }
        r.value.forEach((element, index) => {
          if (ident === undefined || ctx.elementMatches(ident, element, path)) {
            next.push({ parts: [...r.parts, String(index)], value: element });
          }
        });
      } else if (part.startsWith('$')) {
        throw new MongoCommandError(
          'BadValue',
          `Unrecognized positional operator '${part}' in path '${path}'`,
        );
      } else {
        next.push({ parts: [...r.parts, part], value: childOf(r.value, part) });
      }
    }
    results = next;
  }
  return results.map((r) => r.parts);
}

interface Slot {
  container: Doc | unknown[];
  key: string;
}

function describeElement(key: string, value: unknown, tag?: NumericTag) {
  return `{${key}: ${formatValue(value, tag)}}`;
}

/** Walks to the parent of the last part, creating objects on the way (for operators that create fields). */
function slotForWrite(doc: Doc, parts: string[]): Slot {
  let container: Doc | unknown[] = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i];
    let next: unknown;
    if (Array.isArray(container)) {
      if (!/^\d+$/.test(part)) {
        throw new MongoCommandError(
          'PathNotViable',
          `Cannot create field '${part}' in element ${describeElement(parts[i - 1], container)}`,
        );
      }
      const index = Number(part);
      while (container.length < index) container.push(null);
      next = container[index];
      if (next === undefined) {
        next = {};
        container[index] = next;
      }
    } else {
      next = Object.prototype.hasOwnProperty.call(container, part) ? container[part] : undefined;
      if (next === undefined) {
        next = {};
        container[part] = next;
        setTag(container, part, undefined);
      }
    }
    if (!Array.isArray(next) && !isPlainObject(next)) {
      throw new MongoCommandError(
        'PathNotViable',
        `Cannot create field '${parts[i + 1]}' in element ${describeElement(part, next, getTag(container, part))}`,
      );
    }
    container = next;
  }
  const key = parts[parts.length - 1];
  if (Array.isArray(container) && !/^\d+$/.test(key)) {
    throw new MongoCommandError(
      'PathNotViable',
      `Cannot create field '${key}' in element ${describeElement(parts[parts.length - 2], container)}`,
    );
  }
  return { container, key };
}

/** Finds an existing slot without creating anything; undefined when the path does not exist. */
function slotForRead(doc: Doc, parts: string[]): Slot | undefined {
  let container: unknown = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    container = childOf(container, parts[i]);
    if (container === undefined) return undefined;
  }
  if (!Array.isArray(container) && !isPlainObject(container)) return undefined;
  return { container, key: parts[parts.length - 1] };
}

function slotValue(slot: Slot): unknown {
  return childOf(slot.container, slot.key);
}

function slotExists(slot: Slot): boolean {
  if (Array.isArray(slot.container))
    return /^\d+$/.test(slot.key) && Number(slot.key) < slot.container.length;
  return Object.prototype.hasOwnProperty.call(slot.container, slot.key);
}

function writeSlot(slot: Slot, value: unknown, tag?: NumericTag) {
  if (Array.isArray(slot.container)) {
    const index = Number(slot.key);
    while (slot.container.length < index) slot.container.push(null);
  }
  setField(slot.container, slot.key, value, tag);
}

function idDescription(doc: Doc): string {
  return `{_id: ${formatValue(doc._id, getTag(doc, '_id'))}}`;
}

type NumKind = 'int' | 'long' | 'double' | 'decimal';

function numKind(value: unknown, tag?: NumericTag): NumKind | undefined {
  if (!isNumeric(value)) return undefined;
  const name = typeName(value, tag);
  if (name === 'int' || name === 'long' || name === 'double' || name === 'decimal') return name;
  return undefined;
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function toBig(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (bsonTag(value) === 'Long') return (value as Long).toBigInt();
  return BigInt(value as number);
}

function fromBigLong(value: bigint): { value: unknown; tag?: NumericTag } {
  const n = Number(value);
  if (Number.isSafeInteger(n)) return { value: n, tag: 'long' };
  return { value: Long.fromBigInt(value) };
}

/** Arithmetic with MongoDB's result types; undefined result kind means overflow of int64. */
function arithmetic(
  op: '$inc' | '$mul',
  current: unknown,
  currentTag: NumericTag | undefined,
  arg: unknown,
  argTag: NumericTag | undefined,
  describe: () => string,
): { value: unknown; tag?: NumericTag } {
  const a = numKind(current, currentTag)!;
  const b = numKind(arg, argTag)!;
  if (a === 'decimal' || b === 'decimal') throw notSupported(`${op} on Decimal128 values`);
  if (a === 'double' || b === 'double') {
    const x = typeof current === 'number' ? current : Number(toBig(current));
    const y = typeof arg === 'number' ? arg : Number(toBig(arg));
    const result = op === '$inc' ? x + y : x * y;
    return { value: result, tag: 'double' };
  }
  const x = toBig(current);
  const y = toBig(arg);
  const result = op === '$inc' ? x + y : x * y;
  if (a === 'int' && b === 'int' && result >= -2147483648n && result <= 2147483647n)
    return { value: Number(result) };
  if (result < INT64_MIN || result > INT64_MAX) {
    throw new MongoCommandError(
      'BadValue',
      `Failed to apply ${op} operations to current value (${formatValue(current, currentTag)}) for document ${describe()}`,
    );
  }
  return fromBigLong(result);
}

function normalizeTag(value: unknown, tag: NumericTag | undefined): NumericTag | undefined {
  // A double tag only matters for integral values; keep it whenever the value is integral.
  if (typeof value !== 'number') return undefined;
  if (tag === 'double' && !Number.isInteger(value)) return undefined;
  if (tag === 'double' && (value > 2147483647 || value < -2147483648)) return undefined;
  return tag;
}

interface Element {
  value: unknown;
  tag?: NumericTag;
}

function elementsOf(array: unknown[]): Element[] {
  return array.map((value, i) => ({ value, tag: getTag(array, i) }));
}

function writeElements(slot: Slot, elements: Element[]) {
  const array = elements.map((e) => e.value);
  elements.forEach((e, i) => setTag(array, i, normalizeTag(e.value, e.tag)));
  writeSlot(slot, array);
}

function sortElements(elements: Element[], spec: unknown) {
  if (typeof spec === 'number') {
    if (spec !== 1 && spec !== -1)
      throw new MongoCommandError('BadValue', 'The $sort element value must be either 1 or -1');
    elements.sort((x, y) => compareValues(x.value, y.value) * spec);
    return;
  }
  if (!isPlainObject(spec) || Object.keys(spec).length === 0) {
    throw new MongoCommandError(
      'BadValue',
      'The $sort is invalid: use 1/-1 to sort the whole element, or {field:1/-1} to sort embedded fields',
    );
  }
  const fields = Object.entries(spec);
  for (const [, dir] of fields) {
    if (dir !== 1 && dir !== -1)
      throw new MongoCommandError('BadValue', 'The $sort element value must be either 1 or -1');
  }
  elements.sort((x, y) => {
    for (const [field, dir] of fields) {
      const c = compareValues(getPath(x.value, field) ?? null, getPath(y.value, field) ?? null);
      if (c) return c * (dir as number);
    }
    return 0;
  });
}

function asInteger(value: unknown, what: string): number {
  const n = typeof value === 'number' ? value : bsonTag(value) === 'Long' ? (value as Long).toNumber() : NaN;
  if (!Number.isInteger(n))
    throw new MongoCommandError(
      'BadValue',
      `The value for ${what} must be an integer value but was given type: ${typeName(value)}`,
    );
  return n;
}

function applyOperators(original: Doc, update: Doc, options: UpdateOptions): Doc {
  const ctx = new UpdateContext(original, options);
  const doc = cloneValue(original);
  const actions: Action[] = [];
  const paths: string[] = [];
  for (const op of Object.keys(update)) {
    const args = update[op] as Doc;
    for (const path of Object.keys(args)) {
      if (op === '$rename') {
        const target = args[path];
        if (typeof target !== 'string') {
          throw new MongoCommandError(
            'BadValue',
            `The 'to' field for $rename must be a string: ${path}: ${formatValue(target)}`,
          );
        }
        if (target === path)
          throw new MongoCommandError(
            'BadValue',
            `The source and target field for $rename must differ: ${path}: ${formatValue(target)}`,
          );
        if (path.includes('$') || target.includes('$'))
          throw new MongoCommandError(
            'BadValue',
            'The source and target field for $rename must not contain positional operators',
          );
        paths.push(path, target);
      } else {
        paths.push(path);
      }
      actions.push({ op, path, args, argKey: path });
    }
  }
  checkConflicts(paths);
  actions.sort((a, b) => comparePaths(a.path, b.path));
  const describe = () => idDescription(original);
  for (const action of actions) {
    if (action.op === '$setOnInsert' && !options.isInsert) {
      expandPath(doc, action.path, ctx);
      continue;
    }
    for (const parts of expandPath(doc, action.path, ctx)) applyAction(doc, parts, action, ctx, describe);
  }
  ctx.assertAllFiltersUsed();
  if (options.isInsert) {
    if ('_id' in original) checkIdUnchanged(original, doc);
    return idFirst(doc);
  }
  checkIdUnchanged(original, doc);
  return doc;
}

function applyAction(doc: Doc, parts: string[], action: Action, ctx: UpdateContext, describe: () => string) {
  const { op, args, argKey } = action;
  const arg = args[argKey];
  const argTag = getTag(args, argKey);
  const field = parts.join('.');
  switch (op) {
    case '$set':
    case '$setOnInsert': {
      const slot = slotForWrite(doc, parts);
      writeSlot(slot, cloneValue(arg), argTag);
      return;
    }
    case '$unset': {
      const slot = slotForRead(doc, parts);
      if (!slot || !slotExists(slot)) return;
      if (Array.isArray(slot.container)) setField(slot.container, slot.key, null);
      else deleteField(slot.container, slot.key);
      return;
    }
    case '$inc':
    case '$mul': {
      if (!isNumeric(arg)) {
        throw new MongoCommandError(
          'TypeMismatch',
          `Cannot ${op === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${field}: ${formatValue(arg, argTag)}}`,
        );
      }
      const slot = slotForWrite(doc, parts);
      if (!slotExists(slot)) {
        if (op === '$inc') writeSlot(slot, cloneValue(arg), argTag);
        else {
          const kind = numKind(arg, argTag);
          writeSlot(
            slot,
            kind === 'long' ? 0 : kind === 'decimal' ? arg : 0,
            kind === 'long' ? 'long' : kind === 'double' ? 'double' : undefined,
          );
        }
        return;
      }
      const current = slotValue(slot);
      const currentTag = getTag(slot.container, slot.key);
      if (!isNumeric(current)) {
        throw new MongoCommandError(
          'TypeMismatch',
          `Cannot apply ${op} to a value of non-numeric type. ${describe()} has the field '${parts[parts.length - 1]}' of non-numeric type ${typeNameAt(slot.container, slot.key)}`,
        );
      }
      const result = arithmetic(op as '$inc' | '$mul', current, currentTag, arg, argTag, describe);
      writeSlot(slot, result.value, normalizeTag(result.value, result.tag));
      return;
    }
    case '$min':
    case '$max': {
      const slot = slotForWrite(doc, parts);
      if (!slotExists(slot)) {
        writeSlot(slot, cloneValue(arg), argTag);
        return;
      }
      const c = compareValues(arg, slotValue(slot));
      if ((op === '$min' && c < 0) || (op === '$max' && c > 0)) writeSlot(slot, cloneValue(arg), argTag);
      return;
    }
    case '$currentDate': {
      let type = 'date';
      if (arg !== true && arg !== false) {
        if (!isPlainObject(arg) || (arg.$type !== 'date' && arg.$type !== 'timestamp')) {
          throw new MongoCommandError(
            'BadValue',
            `The '$type' string field is required to be 'date' or 'timestamp': {$currentDate: {field : {$type: 'date'}}}`,
          );
        }
        type = arg.$type as string;
      }
      const now = new Date();
      writeSlot(
        slotForWrite(doc, parts),
        type === 'date' ? now : new Timestamp({ t: Math.floor(now.getTime() / 1000), i: 1 }),
      );
      return;
    }
    case '$rename': {
      const target = arg as string;
      let container: unknown = doc;
      for (let i = 0; i < parts.length - 1; i++) {
        container = childOf(container, parts[i]);
        if (Array.isArray(container)) {
          throw new MongoCommandError(
            'BadValue',
            `The source field cannot be an array element, '${field}' in doc with _id: ${formatValue(doc._id)} has an array field called '${parts[i]}'`,
          );
        }
      }
      const source = slotForRead(doc, parts);
      if (!source || !slotExists(source) || Array.isArray(source.container)) return;
      const value = slotValue(source);
      const tag = getTag(source.container, source.key);
      deleteField(source.container, source.key);
      const targetParts = target.split('.');
      let probe: unknown = doc;
      for (let i = 0; i < targetParts.length - 1; i++) {
        probe = childOf(probe, targetParts[i]);
        if (Array.isArray(probe)) {
          throw new MongoCommandError(
            'BadValue',
            `The destination field cannot be an array element, '${target}' in doc with _id: ${formatValue(doc._id)} has an array field called '${targetParts[i]}'`,
          );
        }
      }
      writeSlot(slotForWrite(doc, targetParts), value, tag);
      return;
    }
    case '$push': {
      const slot = slotForWrite(doc, parts);
      const current = slotValue(slot);
      if (slotExists(slot) && !Array.isArray(current)) {
        throw new MongoCommandError(
          'BadValue',
          `The field '${field}' must be an array but is of type ${typeNameAt(slot.container, slot.key)} in document ${describe()}`,
        );
      }
      let values: Element[];
      let position: number | undefined;
      let slice: number | undefined;
      let sort: unknown;
      if (isPlainObject(arg) && '$each' in arg) {
        for (const key of Object.keys(arg)) {
          if (!['$each', '$slice', '$sort', '$position'].includes(key)) {
            throw new MongoCommandError('BadValue', `Unrecognized clause in $push: ${key}`);
          }
        }
        if (!Array.isArray(arg.$each)) {
          throw new MongoCommandError(
            'BadValue',
            `The argument to $each in $push must be an array but it was of type: ${typeName(arg.$each)}`,
          );
        }
        values = elementsOf(arg.$each).map((e) => ({ value: cloneValue(e.value), tag: e.tag }));
        if (arg.$position !== undefined) position = asInteger(arg.$position, '$position');
        if (arg.$slice !== undefined) slice = asInteger(arg.$slice, '$slice');
        sort = arg.$sort;
      } else {
        values = [{ value: cloneValue(arg), tag: argTag }];
      }
      const elements = Array.isArray(current) ? elementsOf(current) : [];
      if (position === undefined || position >= elements.length) elements.push(...values);
      else {
        const at = position < 0 ? Math.max(0, elements.length + position) : position;
        elements.splice(at, 0, ...values);
      }
      if (sort !== undefined) sortElements(elements, sort);
      let result = elements;
      if (slice !== undefined)
        result = slice >= 0 ? elements.slice(0, slice) : elements.slice(Math.max(0, elements.length + slice));
      writeElements(slot, result);
      return;
    }
    case '$addToSet': {
      const slot = slotForWrite(doc, parts);
      const current = slotValue(slot);
      if (slotExists(slot) && !Array.isArray(current)) {
        throw new MongoCommandError(
          'BadValue',
          `Cannot apply $addToSet to non-array field. Field named '${parts[parts.length - 1]}' has non-array type ${typeNameAt(slot.container, slot.key)}`,
        );
      }
      let values: Element[];
      if (isPlainObject(arg) && '$each' in arg) {
        if (!Array.isArray(arg.$each)) {
          throw new MongoCommandError(
            'TypeMismatch',
            `The argument to $each in $addToSet must be an array but it was of type ${typeName(arg.$each)}`,
          );
        }
        values = elementsOf(arg.$each);
      } else {
        values = [{ value: arg, tag: argTag }];
      }
      const elements = Array.isArray(current) ? elementsOf(current) : [];
      const present = new Set(elements.map((e) => keyOf(e.value)));
      for (const v of values) {
        const key = keyOf(v.value);
        if (present.has(key)) continue;
        present.add(key);
        elements.push({ value: cloneValue(v.value), tag: v.tag });
      }
      writeElements(slot, elements);
      return;
    }
    case '$pop': {
      const direction = typeof arg === 'number' ? arg : NaN;
      if (direction !== 1 && direction !== -1)
        throw new MongoCommandError('FailedToParse', `$pop expects 1 or -1, found: ${formatValue(arg)}`);
      const slot = slotForRead(doc, parts);
      if (!slot || !slotExists(slot)) return;
      const current = slotValue(slot);
      if (!Array.isArray(current)) {
        throw new MongoCommandError(
          'TypeMismatch',
          `Path '${field}' contains an element of non-array type '${typeNameAt(slot.container, slot.key)}'`,
        );
      }
      if (current.length === 0) return;
      const elements = elementsOf(current);
      if (direction === 1) elements.pop();
      else elements.shift();
      writeElements(slot, elements);
      return;
    }
    case '$pull':
    case '$pullAll': {
      if (op === '$pullAll' && !Array.isArray(arg)) {
        throw new MongoCommandError(
          'BadValue',
          `$pullAll requires an array argument but was given a ${typeName(arg)}`,
        );
      }
      const slot = slotForRead(doc, parts);
      if (!slot || !slotExists(slot)) return;
      const current = slotValue(slot);
      if (!Array.isArray(current))
        throw new MongoCommandError('BadValue', 'Cannot apply $pull to a non-array value');
      const remove = op === '$pullAll' ? pullAllPredicate(arg as unknown[]) : pullPredicate(arg);
      const elements = elementsOf(current).filter((e) => !remove(e.value));
      if (elements.length !== current.length) writeElements(slot, elements);
      return;
    }
    case '$bit': {
      if (!isPlainObject(arg) || Object.keys(arg).length === 0) {
        throw new MongoCommandError(
          'BadValue',
          `The $bit modifier is not compatible with a ${typeName(arg)}. You must pass in an embedded document: {$bit: {field: {and/or/xor: #}}`,
        );
      }
      const slot = slotForWrite(doc, parts);
      const exists = slotExists(slot);
      let current: unknown = exists ? slotValue(slot) : 0;
      let currentTag = exists ? getTag(slot.container, slot.key) : undefined;
      let kind = numKind(current, currentTag);
      if (kind !== 'int' && kind !== 'long') {
        throw new MongoCommandError(
          'BadValue',
          `Cannot apply $bit to a value of non-integral type.${describe()} has the field ${parts[parts.length - 1]} of non-integer type ${typeName(current, currentTag)}`,
        );
      }
      for (const bitOp of Object.keys(arg)) {
        const operand = arg[bitOp];
        const operandKind = numKind(operand, getTag(arg, bitOp));
        if (operandKind !== 'int' && operandKind !== 'long') {
          throw new MongoCommandError(
            'BadValue',
            `The $bit modifier field must be an Integer(32/64 bit); a '${typeName(operand)}' is not supported here`,
          );
        }
        const x = toBig(current);
        const y = toBig(operand);
        let result: bigint;
        if (bitOp === 'and') result = x & y;
        else if (bitOp === 'or') result = x | y;
        else if (bitOp === 'xor') result = x ^ y;
        else
          throw new MongoCommandError(
            'BadValue',
            `The $bit modifier only supports 'and', 'or', and 'xor', not '${bitOp}' which is an unknown operator: {${bitOp}: ${formatValue(operand)}}`,
          );
        if (kind === 'long' || operandKind === 'long') {
          const r = fromBigLong(BigInt.asIntN(64, result));
          current = r.value;
          currentTag = r.tag;
          kind = 'long';
        } else {
          current = Number(BigInt.asIntN(32, result));
          currentTag = undefined;
        }
      }
      writeSlot(slot, current, currentTag);
      return;
    }
  }
}

function pullAllPredicate(values: unknown[]): (value: unknown) => boolean {
  const keys = new Set(values.map(keyOf));
  return (value) => keys.has(keyOf(value));
}

function pullPredicate(condition: unknown): (value: unknown) => boolean {
  if (isPlainObject(condition)) {
    const keys = Object.keys(condition);
    if (keys.length > 0 && keys.every((k) => k.startsWith('$'))) {
      const matcher = compileFilter({ v: condition });
      return (value) => matcher.test({ v: value });
    }
    const matcher = compileFilter(condition);
    return (value) => isPlainObject(value) && matcher.test(value);
  }
  if (condition instanceof RegExp) {
    return (value) =>
      typeof value === 'string' && new RegExp(condition.source, condition.flags.replace('g', '')).test(value);
  }
  const key = keyOf(condition);
  return (value) => keyOf(value) === key;
}

// ---------------------------------------------------------------------------------------------------
// Upsert: the document a query implies
// ---------------------------------------------------------------------------------------------------

/** The fields an upsert copies from its query: equality conditions, including those inside $and. */
export function documentFromQuery(filter: Doc | undefined): Doc {
  const doc: Doc = {};
  const seen = new Set<string>();
  const visit = (clause: Doc) => {
    for (const key of Object.keys(clause)) {
      const value = clause[key];
      if (key === '$and' && Array.isArray(value)) {
        for (const sub of value) if (isPlainObject(sub)) visit(sub);
        continue;
      }
      if (key.startsWith('$')) continue;
      let chosen: unknown;
      let tagSource: object = clause;
      let tagKey = key;
      if (isPlainObject(value) && Object.keys(value).length > 0 && Object.keys(value)[0].startsWith('$')) {
        if (!('$eq' in value)) continue;
        chosen = value.$eq;
        tagSource = value;
        tagKey = '$eq';
      } else if (value instanceof RegExp) {
        continue;
      } else {
        chosen = value;
      }
      for (const other of seen) {
        if (other === key || key.startsWith(other + '.') || other.startsWith(key + '.')) {
          throw new MongoCommandError(
            'NotSingleValueField',
            `cannot infer query fields to set, path '${key}' is matched twice`,
          );
        }
      }
      seen.add(key);
      const parts = key.split('.');
      writeSlot(slotForWrite(doc, parts), cloneValue(chosen), getTag(tagSource, tagKey));
    }
  };
  if (filter) visit(filter);
  return doc;
}

/** Builds the document an upsert inserts. */
export function buildUpsertDocument(
  filter: Doc | undefined,
  update: Doc | Doc[],
  kind: UpdateKind,
  arrayFilters?: Doc[],
): Doc {
  if (kind === 'replacement') {
    const doc = cloneValue(update as Doc);
    const fromQuery = documentFromQuery(filter);
    if (!('_id' in doc) && '_id' in fromQuery) {
      doc._id = fromQuery._id;
      setTag(doc, '_id', getTag(fromQuery, '_id'));
    }
    if (!('_id' in doc)) doc._id = newObjectId();
    return idFirst(doc);
  }
  const base = documentFromQuery(filter);
  const updated = applyUpdate(base, update, kind, { isInsert: true, filter, arrayFilters });
  if (!('_id' in updated)) {
    const withId: Doc = { _id: newObjectId() };
    for (const key of Object.keys(updated)) {
      withId[key] = updated[key];
      setTag(withId, key, getTag(updated, key));
    }
    return withId;
  }
  return idFirst(updated);
}
