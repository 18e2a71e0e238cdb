import { createRequire } from 'node:module';
import type { Socket } from 'node:net';

type DriverConnection = {
  id: number | string;
  address: string;
  socket: Socket;
  writeCommand(command: unknown, options: unknown): Promise<void>;
};
type DriverModules = {
  connection: { Connection: { prototype: DriverConnection } };
  errors: { MongoNetworkError: new (message: string) => Error };
};

const guarded = Symbol.for('claims.driverWriteGuard');

/**
 * Makes a command written to a connection whose socket is already closed fail at once with a network error, as a
 * write to a dead database should, instead of waiting forever.
 *
 * The MongoDB driver (7.8 and 7.9, `Connection.writeCommand`) checks a connection before it encodes the command and
 * writes it after; when the socket closes in between (the database went away), Node refuses the write without an
 * `error` event and the driver waits for a `drain` that never comes: the request hung for over a minute instead of
 * answering 503 (shared/service-kit's outage test, about 3 runs in 4). With this guard the error reaches the driver's
 * own handling: the server is marked unknown, the pool cleared, and a retried write fails its server selection within
 * `serverSelectionTimeoutMS`. Applied once per process, to the driver copy mongoose loads.
 */
export function guardDriverWrites(): void {
  const modules = driverModules();
  // A driver laid out differently runs unguarded: this file's tests fail on it, so an upgrade is checked there.
  if (!modules) return;
  const { connection, errors } = modules;
  const prototype = connection.Connection.prototype as DriverConnection & { [guarded]?: true };
  if (prototype[guarded] || typeof prototype.writeCommand !== 'function') return;
  const writeCommand = prototype.writeCommand;
  prototype.writeCommand = function guardedWriteCommand(this: DriverConnection, command, options) {
    const socket = this.socket;
    const closedError = () => new errors.MongoNetworkError(`connection ${this.id} to ${this.address} closed`);
    if (socket.destroyed) return Promise.reject(closedError());
    let onClose: () => void = () => undefined;
    const closed = new Promise<never>((_, reject) => {
      onClose = () => reject(closedError());
      socket.once('close', onClose);
    });
    return Promise.race([writeCommand.call(this, command, options), closed]).finally(() =>
      socket.off('close', onClose),
    );
  };
  prototype[guarded] = true;
}

/** Whether the driver copy mongoose loads is guarded (false when its layout is not the one patched here). */
export function driverWritesGuarded(): boolean {
  return Object.hasOwn(driverModules()?.connection.Connection.prototype ?? {}, guarded);
}

/** The driver's connection and error modules, as mongoose loads them; undefined when they are not where expected. */
function driverModules(): DriverModules | undefined {
  const load = createRequire(require.resolve('mongoose'));
  try {
    return { connection: load('mongodb/lib/cmap/connection'), errors: load('mongodb/lib/error') };
  } catch {
    return undefined;
  }
}
