import { createRequire } from 'node:module';
import net from 'node:net';
import { driverWritesGuarded, guardDriverWrites } from '../src/lib/driver-write-guard';

// The driver copy mongoose uses: the one the guard patches.
const load = createRequire(require.resolve('mongoose'));
const { Connection } = load('mongodb/lib/cmap/connection');
const { MongoNetworkError } = load('mongodb/lib/error');

type Writable = { writeCommand(command: unknown, options: unknown): Promise<void> };

/** A driver connection over `socket`, enough for `writeCommand`. */
function connectionOver(socket: net.Socket): Writable {
  return Object.assign(Object.create(Connection.prototype), { id: 7, address: '127.0.0.1:1', socket });
}

/** A command still being encoded when the socket closes: the window in which the driver used to hang. */
const slowCommand = { toBin: () => new Promise<Buffer[]>(() => undefined) };
const uncompressed = { agreedCompressor: 'none' };

beforeAll(() => guardDriverWrites());

describe('guardDriverWrites', () => {
  it('fails a command written to a connection whose socket is already closed, with a network error', async () => {
    const socket = new net.Socket();
    socket.destroy();
    await expect(connectionOver(socket).writeCommand(slowCommand, uncompressed)).rejects.toBeInstanceOf(
      MongoNetworkError,
    );
  });

  it('fails a command whose socket closes while it is being written', async () => {
    const socket = new net.Socket();
    const written = connectionOver(socket).writeCommand(slowCommand, uncompressed);
    socket.destroy();
    await expect(written).rejects.toThrow('connection 7 to 127.0.0.1:1 closed');
  });

  it('lets a write on a live socket through, and leaves no listener behind', async () => {
    const server = net.createServer((peer) => peer.resume());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const socket = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const listeners = socket.listenerCount('close');
    const command = { toBin: async () => [Buffer.from('ping')] };
    await expect(connectionOver(socket).writeCommand(command, uncompressed)).resolves.toBeUndefined();
    expect(socket.listenerCount('close')).toBe(listeners);
    socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('patches the driver once, however many connections are opened', () => {
    // False when a driver upgrade moved the internals the guard patches: check whether the hang is fixed upstream.
    expect(driverWritesGuarded()).toBe(true);
    const patched = Connection.prototype.writeCommand;
    guardDriverWrites();
    expect(Connection.prototype.writeCommand).toBe(patched);
  });
});
