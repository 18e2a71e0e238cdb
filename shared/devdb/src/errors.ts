/** MongoDB server errors: the same code, codeName and message shape the driver and mongoose expect. */

export const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  NoSuchKey: 4,
  FailedToParse: 9,
  Unauthorized: 13,
  TypeMismatch: 14,
  InvalidLength: 16,
  AuthenticationFailed: 18,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  PathNotViable: 28,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  NotSingleValueField: 54,
  EmptyFieldName: 56,
  MaxTimeMSExpired: 50,
  DollarPrefixedFieldName: 52,
  InvalidIdField: 53,
  CommandNotFound: 59,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CommandNotSupported: 115,
  DocumentValidationFailure: 121,
  InvalidPipelineOperator: 168,
  InvalidIndexSpecificationOption: 197,
  CannotIndexParallelArrays: 171,
  NotImplemented: 238,
  OperationNotSupportedInTransaction: 263,
  ChangeStreamHistoryLost: 286,
  LocationUnrecognizedStage: 40324,
  DuplicateKey: 11000,
} as const;

export type ErrorCodeName = keyof typeof ErrorCodes;

const namesByCode = new Map<number, string>(Object.entries(ErrorCodes).map(([name, code]) => [code, name]));

export class MongoCommandError extends Error {
  readonly code: number;
  readonly codeName: string;
  readonly extra: Record<string, unknown>;

  constructor(codeName: ErrorCodeName | number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.code = typeof codeName === 'number' ? codeName : ErrorCodes[codeName];
    this.codeName =
      typeof codeName === 'number' ? (namesByCode.get(codeName) ?? `Location${codeName}`) : codeName;
    this.extra = extra;
  }

  toReply(): Record<string, unknown> {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }

  /** The shape of one entry of `writeErrors`. */
  toWriteError(index: number): Record<string, unknown> {
    return { index, code: this.code, errmsg: this.message, ...this.extra };
  }
}

export function notSupported(what: string): MongoCommandError {
  return new MongoCommandError(
    'NotImplemented',
    `${what} is not supported by devdb (the embedded development database); use MongoDB for it`,
  );
}

/** Turns anything thrown while running a command into a MongoDB error. */
export function asCommandError(error: unknown): MongoCommandError {
  if (error instanceof MongoCommandError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const unregistered = /'(\$\w+)' is not registered/.exec(message);
  if (unregistered)
    return new MongoCommandError('InvalidPipelineOperator', `Unrecognized expression '${unregistered[1]}'`);
  // mingo reports unsupported or malformed operators with plain errors.
  if (/unknown|unsupported|not supported|invalid|must|expect/i.test(message)) {
    return new MongoCommandError('BadValue', message.replace(/^mingo: /, ''));
  }
  return new MongoCommandError('InternalError', message);
}
