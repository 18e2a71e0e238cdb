/**
 * mingo's operators with the BSON-aware corrections devdb needs: `$type` (query and expression) that
 * knows ObjectId, Decimal128, Binary and int/long/double, `$toString`/`$toObjectId`/`$convert` for
 * ObjectId and friends, and `$bucket` putting a value equal to a boundary in the bucket it opens.
 */
import { ObjectId } from 'bson';
import { Context, evalExpr } from 'mingo/core';
import { Lazy, type Iterator as LazyIterator } from 'mingo/lazy';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import type { AnyObject, Options } from 'mingo/types';
import { MongoCommandError } from './errors';
import {
  bsonTag,
  compareValues,
  getTag,
  isPlainObject,
  typeName,
  type BsonTypeName,
  type NumericTag,
} from './values';

type AnyValue = unknown;

const typeAliases: Record<string, BsonTypeName[]> = {
  number: ['int', 'long', 'double', 'decimal'],
};

const typeCodes: Record<number, BsonTypeName> = {
  1: 'double',
  2: 'string',
  3: 'object',
  4: 'array',
  5: 'binData',
  6: 'undefined',
  7: 'objectId',
  8: 'bool',
  9: 'date',
  10: 'null',
  11: 'regex',
  13: 'javascript',
  16: 'int',
  17: 'timestamp',
  18: 'long',
  19: 'decimal',
  [-1]: 'minKey',
  127: 'maxKey',
};

function wantedTypes(spec: unknown): Set<string> {
  const out = new Set<string>();
  for (const entry of Array.isArray(spec) ? spec : [spec]) {
    if (typeof entry === 'number') {
      const name = typeCodes[entry];
      if (!name) throw new MongoCommandError('BadValue', `Invalid numerical type code: ${entry}`);
      out.add(name);
    } else if (typeof entry === 'string') {
      if (typeAliases[entry]) for (const alias of typeAliases[entry]) out.add(alias);
      else if (Object.values(typeCodes).includes(entry as BsonTypeName)) out.add(entry);
      else throw new MongoCommandError('BadValue', `Unknown type name alias: ${entry}`);
    } else {
      throw new MongoCommandError('TypeMismatch', 'type must be represented as a number or a string');
    }
  }
  return out;
}

/** Values at a dotted path with the numeric tags of their containers, descending into arrays. */
function typedValues(
  value: AnyValue,
  parts: string[],
  i: number,
  tag: NumericTag | undefined,
  out: { value: AnyValue; tag?: NumericTag }[],
) {
  if (i === parts.length) {
    out.push({ value, tag });
    if (Array.isArray(value))
      value.forEach((element, index) => out.push({ value: element, tag: getTag(value, index) }));
    return;
  }
  const part = parts[i];
  if (Array.isArray(value)) {
    if (/^\d+$/.test(part) && Number(part) < value.length)
      typedValues(value[Number(part)], parts, i + 1, getTag(value, Number(part)), out);
    for (const element of value) {
      if (isPlainObject(element) && Object.prototype.hasOwnProperty.call(element, part))
        typedValues(element[part], parts, i + 1, getTag(element, part), out);
    }
    return;
  }
  if (isPlainObject(value) && Object.prototype.hasOwnProperty.call(value, part))
    typedValues(value[part], parts, i + 1, getTag(value, part), out);
}

const $typeQuery = (selector: string, spec: AnyValue) => {
  const wanted = wantedTypes(spec);
  const parts = selector.split('.');
  return (obj: AnyValue) => {
    const found: { value: AnyValue; tag?: NumericTag }[] = [];
    typedValues(obj, parts, 0, undefined, found);
    return found.some((f) => f.value !== undefined && wanted.has(typeName(f.value, f.tag)));
  };
};

/** A plain field path ('$a.b') resolved with its container's numeric tag; undefined for anything else. */
function fieldWithTag(obj: AnyValue, expr: AnyValue): { value: AnyValue; tag?: NumericTag } | undefined {
  if (typeof expr !== 'string' || !expr.startsWith('$') || expr.startsWith('$$')) return undefined;
  let container: AnyValue = undefined;
  let value: AnyValue = obj;
  let key = '';
  for (const part of expr.slice(1).split('.')) {
    if (!isPlainObject(value)) return Array.isArray(value) ? undefined : { value: undefined };
    container = value;
    key = part;
    value = value[part];
  }
  return { value, tag: container ? getTag(container as object, key) : undefined };
}

const $typeExpression = (obj: AnyValue, expr: AnyValue, options: Options) => {
  const field = fieldWithTag(obj, Array.isArray(expr) && expr.length === 1 ? expr[0] : expr);
  const value = field ? field.value : evalExpr(obj, expr, options);
  return value === undefined ? 'missing' : typeName(value, field?.tag);
};

function bsonToString(value: AnyValue): string | null | undefined {
  if (value === null || value === undefined) return null;
  switch (bsonTag(value)) {
    case 'ObjectId':
      return (value as ObjectId).toHexString();
    case 'Decimal128':
    case 'Long':
      return String(value);
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string')
    return String(value);
  return undefined;
}

const originalToString = expressionOperators.$toString;
const $toString = (obj: AnyValue, expr: AnyValue, options: Options) => {
  const value = evalExpr(obj, expr, options);
  const converted = bsonToString(value);
  return converted !== undefined ? converted : originalToString(obj as AnyObject, expr, options);
};

function toObjectId(value: AnyValue): ObjectId | null {
  if (value === null || value === undefined) return null;
  if (bsonTag(value) === 'ObjectId') return value as ObjectId;
  if (typeof value === 'string' && /^[0-9a-fA-F]{24}$/.test(value)) return new ObjectId(value);
  throw new MongoCommandError(
    241,
    `Failed to parse objectId '${String(value)}' in $convert with no onError value: Invalid string length for parsing to OID, expected 24 but found ${String(value).length}`,
  );
}

const $toObjectId = (obj: AnyValue, expr: AnyValue, options: Options) =>
  toObjectId(evalExpr(obj, expr, options));

const originalConvert = expressionOperators.$convert;
const $convert = (obj: AnyValue, expr: AnyValue, options: Options) => {
  if (!isPlainObject(expr)) return originalConvert(obj as AnyObject, expr as never, options);
  const to = evalExpr(obj, expr.to, options);
  if (to !== 'objectId' && to !== 7 && to !== 'string' && to !== 2)
    return originalConvert(obj as AnyObject, expr as never, options);
  const input = evalExpr(obj, expr.input, options);
  if (input === null || input === undefined)
    return expr.onNull !== undefined ? evalExpr(obj, expr.onNull, options) : null;
  try {
    if (to === 'objectId' || to === 7) return toObjectId(input);
    const converted = bsonToString(input);
    if (converted === undefined)
      throw new MongoCommandError(
        241,
        `Unsupported conversion from ${typeName(input)} to string in $convert with no onError value`,
      );
    return converted;
  } catch (error) {
    if (expr.onError !== undefined) return evalExpr(obj, expr.onError, options);
    throw error;
  }
};

const $bucket = (collection: LazyIterator, expr: AnyValue, options: Options): LazyIterator => {
  if (!isPlainObject(expr) || !Array.isArray(expr.boundaries) || expr.boundaries.length < 2) {
    throw new MongoCommandError(
      40192,
      "The $bucket 'boundaries' field must be an array with at least two values",
    );
  }
  const bounds = expr.boundaries as AnyValue[];
  for (let i = 1; i < bounds.length; i++) {
    if (compareValues(bounds[i - 1], bounds[i]) >= 0) {
      throw new MongoCommandError(
        40194,
        "The 'boundaries' option to $bucket must be sorted in ascending order",
      );
    }
  }
  const output = (expr.output as AnyValue) ?? { count: { $sum: 1 } };
  const hasDefault = 'default' in expr;
  const compute = () => {
    const groups = bounds.slice(0, -1).map(() => [] as AnyValue[]);
    const others: AnyValue[] = [];
    collection.each((doc: AnyValue) => {
      const key = evalExpr(doc, expr.groupBy, options);
      let placed = false;
      for (let i = 0; i < bounds.length - 1; i++) {
        if (
          compareValues(key, bounds[i]) >= 0 &&
          compareValues(key, bounds[i + 1]) < 0 &&
          typeName(key) === typeName(bounds[i])
        ) {
          groups[i].push(doc);
          placed = true;
          break;
        }
      }
      if (!placed) {
        if (!hasDefault) {
          throw new MongoCommandError(
            40066,
            '$switch could not find a matching branch for an input, and no default was specified.',
          );
        }
        others.push(doc);
      }
    });
    const results: AnyValue[] = [];
    groups.forEach((docs, i) => {
      if (docs.length) results.push({ _id: bounds[i], ...(evalExpr(docs, output, options) as object) });
    });
    if (others.length) results.push({ _id: expr.default, ...(evalExpr(others, output, options) as object) });
    return results;
  };
  let results: AnyValue[] | undefined;
  let index = 0;
  return Lazy(() => {
    results ??= compute();
    return index < results.length
      ? { value: results[index++], done: false }
      : { value: undefined, done: true };
  });
};

export const mingoContext = Context.init({
  accumulator: accumulatorOperators,
  expression: {
    ...expressionOperators,
    $type: $typeExpression,
    $toString,
    $toObjectId,
    $convert,
  } as typeof expressionOperators,
  pipeline: { ...pipelineOperators, $bucket } as typeof pipelineOperators,
  projection: projectionOperators,
  query: { ...queryOperators, $type: $typeQuery } as typeof queryOperators,
  window: windowOperators,
});
