/** Filters: validation of what devdb refuses, mingo matching, and the shape analysis the planner uses. */
import { Query } from 'mingo/query';
import { mingoContext } from './mingo-context';
import { MongoCommandError, notSupported } from './errors';
import { bsonTag, compareValues, isPlainObject, typeRank, type Doc } from './values';

export const mingoOptions = {
  idKey: '_id',
  scriptEnabled: false,
  useStrictMode: true,
  context: mingoContext,
} as const;

const unsupportedQueryOperators: Record<string, string> = {
  $text: '$text (full-text search)',
  $near: '$near (geospatial queries)',
  $nearSphere: '$nearSphere (geospatial queries)',
  $geoWithin: '$geoWithin (geospatial queries)',
  $geoIntersects: '$geoIntersects (geospatial queries)',
  $within: '$within (geospatial queries)',
  $where: '$where (server-side JavaScript)',
  $jsonSchema: '$jsonSchema',
  $function: '$function (server-side JavaScript)',
  $accumulator: '$accumulator (server-side JavaScript)',
};

/** Throws a NotImplemented error naming the first operator devdb does not support. */
export function assertSupportedExpression(value: unknown, depth = 0): void {
  if (depth > 100) throw new MongoCommandError('BadValue', 'expression is nested too deeply');
  if (Array.isArray(value)) {
    for (const element of value) assertSupportedExpression(element, depth + 1);
    return;
  }
  if (!isPlainObject(value)) return;
  for (const key of Object.keys(value)) {
    if (key.startsWith('$') && unsupportedQueryOperators[key])
      throw notSupported(unsupportedQueryOperators[key]);
    if (key === '$meta') throw notSupported(`{ $meta: ${JSON.stringify(value[key])} }`);
    assertSupportedExpression(value[key], depth + 1);
  }
}

export interface Matcher {
  test(doc: Doc): boolean;
  readonly matchesAll: boolean;
}

const matchAll: Matcher = { test: () => true, matchesAll: true };

/** Compiles a MongoDB filter; `$comment` is dropped as MongoDB does. */
export function compileFilter(filter: unknown): Matcher {
  if (filter === undefined || filter === null) return matchAll;
  if (!isPlainObject(filter)) {
    throw new MongoCommandError(
      'TypeMismatch',
      `filter must be an object, got ${Array.isArray(filter) ? 'array' : typeof filter}`,
    );
  }
  let criteria = filter;
  if ('$comment' in criteria) {
    criteria = { ...criteria };
    delete criteria.$comment;
  }
  if (Object.keys(criteria).length === 0) return matchAll;
  assertSupportedExpression(criteria);
  validateTopLevel(criteria);
  const simple = simpleTest(criteria);
  if (simple) return { matchesAll: false, test: simple };
  let query: Query;
  try {
    query = new Query(criteria, mingoOptions);
  } catch (error) {
    throw new MongoCommandError('BadValue', (error as Error).message);
  }
  return {
    matchesAll: false,
    test: (doc: Doc) => {
      try {
        return query.test(doc);
      } catch (error) {
        throw new MongoCommandError('BadValue', (error as Error).message);
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Filters simple enough to test without mingo
// ---------------------------------------------------------------------------------------------------

type Test = (doc: Doc) => boolean;

/** Values compared here exactly as MongoDB does with the generic ordering: strings, dates, ObjectIds, booleans. */
function simpleScalar(value: unknown): boolean {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    value instanceof Date ||
    bsonTag(value) === 'ObjectId'
  );
}

function equalScalar(value: unknown, wanted: unknown): boolean {
  if (typeof wanted === 'string' && (value === wanted || typeof value !== 'object' || value === null))
    return value === wanted;
  return typeRank(value) === typeRank(wanted) && compareValues(value, wanted) === 0;
}

/** A document's own top-level field (never something inherited, such as `constructor`). */
function fieldOf(doc: Doc, field: string): unknown {
  return Object.prototype.hasOwnProperty.call(doc, field) ? doc[field] : undefined;
}

/** Equality as a query means it: the value, or any element of an array value. */
function holds(value: unknown, wanted: unknown): boolean {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (equalScalar(value[i], wanted)) return true;
    return false;
  }
  return equalScalar(value, wanted);
}

/** A comparison within the value's type bracket (MongoDB's), on the value or any element of an array. */
function compares(value: unknown, bound: unknown, accept: (c: number) => boolean): boolean {
  if (Array.isArray(value)) {
    // One level only: an element that is itself an array is not looked into.
    for (let i = 0; i < value.length; i++) if (comparesScalar(value[i], bound, accept)) return true;
    return false;
  }
  return comparesScalar(value, bound, accept);
}

function comparesScalar(value: unknown, bound: unknown, accept: (c: number) => boolean): boolean {
  return typeRank(value) === typeRank(bound) && accept(compareValues(value, bound));
}

const comparisons: Record<string, (c: number) => boolean> = {
  $lt: (c) => c < 0,
  $lte: (c) => c <= 0,
  $gt: (c) => c > 0,
  $gte: (c) => c >= 0,
};

function simpleCondition(field: string, condition: unknown): Test | undefined {
  if (simpleScalar(condition)) return (doc) => holds(fieldOf(doc, field), condition);
  if (!isPlainObject(condition)) return undefined;
  const tests: Test[] = [];
  for (const [op, arg] of Object.entries(condition)) {
    if (op === '$eq' && simpleScalar(arg)) tests.push((doc) => holds(fieldOf(doc, field), arg));
    else if (op === '$in' && Array.isArray(arg) && arg.every(simpleScalar))
      tests.push((doc) => {
        const value = fieldOf(doc, field);
        return arg.some((wanted) => holds(value, wanted));
      });
    else if (op === '$all' && Array.isArray(arg) && arg.length > 0 && arg.every(simpleScalar))
      tests.push((doc) => {
        const value = fieldOf(doc, field);
        return arg.every((wanted) => holds(value, wanted));
      });
    else if (comparisons[op] && simpleScalar(arg)) {
      const accept = comparisons[op];
      tests.push((doc) => compares(fieldOf(doc, field), arg, accept));
    } else return undefined;
  }
  if (tests.length === 0) return undefined;
  return tests.length === 1 ? tests[0] : (doc) => tests.every((test) => test(doc));
}

/**
 * The common filters (top-level fields compared with strings, dates, ObjectIds or booleans by equality,
 * `$in`, `$all` and ranges, combined with `$and`/`$or`) tested directly, with MongoDB's semantics for
 * them: an array field matches when an element does, ranges stay within the value's type. Anything
 * else (dotted paths, numbers, null, regexes, other operators) is left to mingo.
 */
export function simpleTest(filter: Doc): Test | undefined {
  const tests: Test[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value) || value.length === 0) return undefined;
      const clauses: Test[] = [];
      for (const clause of value) {
        const test = isPlainObject(clause) && Object.keys(clause).length > 0 ? simpleTest(clause) : undefined;
        if (!test) return undefined;
        clauses.push(test);
      }
      tests.push(
        key === '$and'
          ? (doc) => clauses.every((test) => test(doc))
          : (doc) => clauses.some((test) => test(doc)),
      );
      continue;
    }
    if (key.startsWith('$') || key.includes('.') || key === '') return undefined;
    const test = simpleCondition(key, value);
    if (!test) return undefined;
    tests.push(test);
  }
  if (tests.length === 0) return undefined;
  return tests.length === 1 ? tests[0] : (doc) => tests.every((test) => test(doc));
}

const topLevelOperators = new Set([
  '$and',
  '$or',
  '$nor',
  '$expr',
  '$comment',
  '$alwaysTrue',
  '$alwaysFalse',
]);

function validateTopLevel(filter: Doc) {
  for (const key of Object.keys(filter)) {
    if (key.startsWith('$') && !topLevelOperators.has(key)) {
      throw new MongoCommandError(
        'BadValue',
        `unknown top level operator: ${key}. If you have a field name that starts with a '$' symbol, consider using $getField or $setField.`,
      );
    }
    if (key === '$and' || key === '$or' || key === '$nor') {
      const clauses = filter[key];
      if (!Array.isArray(clauses) || clauses.length === 0) {
        throw new MongoCommandError('BadValue', `${key} must be a nonempty array`);
      }
      for (const clause of clauses) {
        if (!isPlainObject(clause))
          throw new MongoCommandError('BadValue', `${key}/$or/$nor entries need to be full objects`);
        validateTopLevel(clause);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Shape analysis for index selection
// ---------------------------------------------------------------------------------------------------

export interface Bound {
  value: unknown;
  inclusive: boolean;
}

export interface FieldPredicate {
  /** Any of these values (equality or $in). */
  eq?: unknown[];
  lower?: Bound;
  upper?: Bound;
  /** Anchored, case-sensitive regex with a literal prefix. */
  prefix?: string;
  /** Every one of these values (`$all` of scalars): an array field holding all of them. */
  all?: unknown[];
}

export interface FilterShape {
  fields: Map<string, FieldPredicate>;
  /** Branches of a top-level $or, each analysed on its own. */
  or?: FilterShape[];
}

function isOperatorObject(value: unknown): value is Doc {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys[0].startsWith('$');
}

function indexableEquality(value: unknown): boolean {
  return (
    !(value instanceof RegExp) &&
    !Array.isArray(value) &&
    bsonTag(value) !== 'BSONRegExp' &&
    !isOperatorObject(value)
  );
}

const regexSpecial = /[.*+?^${}()|[\]\\]/;

export function literalPrefix(source: string, flags: string): string | undefined {
  if (!source.startsWith('^') || /[imx]/.test(flags)) return undefined;
  let prefix = '';
  for (let i = 1; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') {
      const next = source[i + 1];
      if (next !== undefined && regexSpecial.test(next)) {
        prefix += next;
        i++;
        continue;
      }
      break;
    }
    if (regexSpecial.test(ch)) {
      // A quantifier makes the previous character optional, so it is not part of the prefix.
      if ((ch === '*' || ch === '?' || ch === '{') && prefix.length) prefix = prefix.slice(0, -1);
      break;
    }
    prefix += ch;
  }
  return prefix.length ? prefix : undefined;
}

function merge(into: Map<string, FieldPredicate>, field: string, predicate: FieldPredicate) {
  const existing = into.get(field);
  if (!existing) {
    into.set(field, predicate);
    return;
  }
  // Every clause must hold; keeping the narrower information is enough for candidate selection.
  if (predicate.eq && (!existing.eq || predicate.eq.length < existing.eq.length)) existing.eq = predicate.eq;
  if (predicate.lower && !existing.lower) existing.lower = predicate.lower;
  if (predicate.upper && !existing.upper) existing.upper = predicate.upper;
  if (predicate.prefix && !existing.prefix) existing.prefix = predicate.prefix;
  if (predicate.all) existing.all = [...(existing.all ?? []), ...predicate.all];
}

export function analyzeFilter(filter: Doc | undefined): FilterShape {
  const shape: FilterShape = { fields: new Map() };
  if (!filter) return shape;
  for (const key of Object.keys(filter)) {
    const value = filter[key];
    if (key === '$and' && Array.isArray(value)) {
      for (const clause of value) {
        if (!isPlainObject(clause)) continue;
        const sub = analyzeFilter(clause);
        for (const [field, predicate] of sub.fields) merge(shape.fields, field, predicate);
        if (sub.or && !shape.or) shape.or = sub.or;
      }
      continue;
    }
    if (key === '$or' && Array.isArray(value)) {
      if (value.every(isPlainObject)) shape.or = value.map((clause) => analyzeFilter(clause as Doc));
      continue;
    }
    if (key.startsWith('$')) continue;
    const predicate = fieldPredicate(value);
    if (predicate) merge(shape.fields, key, predicate);
  }
  return shape;
}

function fieldPredicate(value: unknown): FieldPredicate | undefined {
  if (value instanceof RegExp) {
    const prefix = literalPrefix(value.source, value.flags);
    return prefix ? { prefix } : undefined;
  }
  if (Array.isArray(value)) return undefined;
  if (!isOperatorObject(value)) return { eq: [value] };
  const predicate: FieldPredicate = {};
  let useful = false;
  for (const op of Object.keys(value)) {
    const arg = value[op];
    switch (op) {
      case '$eq':
        if (indexableEquality(arg)) {
          predicate.eq = [arg];
          useful = true;
        }
        break;
      case '$in':
        if (Array.isArray(arg) && arg.every(indexableEquality)) {
          predicate.eq = arg;
          useful = true;
        }
        break;
      case '$gt':
      case '$gte':
        if (indexableEquality(arg) && arg !== null) {
          predicate.lower = { value: arg, inclusive: op === '$gte' };
          useful = true;
        }
        break;
      case '$lt':
      case '$lte':
        if (indexableEquality(arg) && arg !== null) {
          predicate.upper = { value: arg, inclusive: op === '$lte' };
          useful = true;
        }
        break;
      case '$all':
        if (Array.isArray(arg) && arg.length > 0 && arg.every(indexableEquality)) {
          predicate.all = arg;
          useful = true;
        }
        break;
      case '$regex': {
        const options = typeof value.$options === 'string' ? value.$options : '';
        const source = arg instanceof RegExp ? arg.source : typeof arg === 'string' ? arg : undefined;
        const flags = (arg instanceof RegExp ? arg.flags : '') + options;
        const prefix = source !== undefined ? literalPrefix(source, flags) : undefined;
        if (prefix) {
          predicate.prefix = prefix;
          useful = true;
        }
        break;
      }
    }
  }
  return useful ? predicate : undefined;
}
