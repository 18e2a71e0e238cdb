/** What every command handler receives, and small helpers for reading command arguments. */
import { WriteBatch } from '../catalog';
import { MongoCommandError, notSupported } from '../errors';
import type { DatabaseState } from '../state';
import { isPlainObject, typeName, type Doc } from '../values';
import type { RawReply } from '../wire';

export interface CommandContext {
  state: DatabaseState;
  db: string;
  connectionId: number;
  remoteAddress: string;
  /** The command arrived as a legacy OP_QUERY. */
  legacy: boolean;
}

export type CommandResult = Doc | RawReply;
export type CommandHandler = (
  command: Doc,
  context: CommandContext,
) => Promise<CommandResult> | CommandResult;

/** The collection named by the command's first field. */
export function collectionArgument(command: Doc, name: string): string {
  const value = command[name];
  if (typeof value !== 'string') {
    throw new MongoCommandError('InvalidNamespace', `collection name has invalid type ${typeName(value)}`);
  }
  if (value.length === 0)
    throw new MongoCommandError('InvalidNamespace', `Invalid namespace specified '${value}'`);
  return value;
}

export function documentArgument(command: Doc, field: string, commandName: string): Doc | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) {
    throw new MongoCommandError(
      'TypeMismatch',
      `BSON field '${commandName}.${field}' is the wrong type '${typeName(value)}', expected type 'object'`,
    );
  }
  return value;
}

export function numberArgument(command: Doc, field: string, commandName: string): number | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new MongoCommandError(
      'TypeMismatch',
      `BSON field '${commandName}.${field}' is the wrong type '${typeName(value)}', expected types '[long, int, decimal, double]'`,
    );
  }
  return value;
}

/** Only the simple binary collation is supported; anything else is refused by name. */
export function checkCollation(collation: unknown) {
  if (collation === undefined || collation === null) return;
  if (isPlainObject(collation) && collation.locale === 'simple') return;
  throw notSupported(`collation ${JSON.stringify(collation)}`);
}

export function checkReadConcern(command: Doc) {
  const readConcern = command.readConcern;
  if (
    isPlainObject(readConcern) &&
    (readConcern.level === 'snapshot' || readConcern.atClusterTime !== undefined)
  ) {
    throw notSupported("readConcern level 'snapshot'");
  }
}

/** Runs the synchronous part of a write, then makes it durable and publishes its change events. */
export async function runWrite<T>(context: CommandContext, apply: (batch: WriteBatch) => T): Promise<T> {
  const batch = new WriteBatch();
  let result: T | undefined;
  let failure: unknown;
  try {
    result = apply(batch);
  } catch (error) {
    failure = error;
  }
  await context.state.commit(batch);
  if (failure !== undefined) throw failure;
  return result as T;
}

export function namespace(db: string, collection: string) {
  return `${db}.${collection}`;
}
