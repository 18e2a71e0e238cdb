import type { LiveSocket } from './live-socket';

/**
 * Every authenticated socket of this gateway instance, filed under its audience key (`admin`,
 * `customer:<id>`, `tech:<id>`, `insurance:<id>`), so an event reaches its recipients without scanning the rest.
 */
export class SubscriberHub {
  private readonly byKey = new Map<string, Set<LiveSocket>>();
  private readonly all = new Set<LiveSocket>();
  /** Authenticated sockets per user id (every instance counts its own). */
  private readonly perUser = new Map<string, number>();
  /** Sockets written to in this turn of the event loop: their writes leave together when it ends. */
  private readonly corked = new Set<LiveSocket>();
  private flushScheduled = false;

  /** Files a socket under its key (moving it when a renewed token changed its roles). */
  file(socket: LiveSocket, key: string | null, previousKey: string | null = null): void {
    if (previousKey !== null) this.byKey.get(previousKey)?.delete(socket);
    this.all.add(socket);
    if (key === null) return;
    let sockets = this.byKey.get(key);
    if (!sockets) {
      sockets = new Set();
      this.byKey.set(key, sockets);
    }
    sockets.add(socket);
  }

  remove(socket: LiveSocket, key: string | null): void {
    this.all.delete(socket);
    if (key === null) return;
    const sockets = this.byKey.get(key);
    if (!sockets) return;
    sockets.delete(socket);
    if (sockets.size === 0) this.byKey.delete(key);
  }

  /** How many authenticated sockets this user holds here. */
  socketsOf(userId: string): number {
    return this.perUser.get(userId) ?? 0;
  }

  /** Counts a socket authenticated for `userId` (+1), or one of theirs that closed (-1). */
  countUser(userId: string, change: 1 | -1): void {
    const count = (this.perUser.get(userId) ?? 0) + change;
    if (count > 0) this.perUser.set(userId, count);
    else this.perUser.delete(userId);
  }

  /** Sends one serialized message to every socket under these keys; answers how many got it. */
  publish(keys: Iterable<string>, message: string): number {
    // Encoded once for all recipients instead of once per socket.
    const frame = Buffer.from(message);
    let delivered = 0;
    for (const key of keys) {
      const sockets = this.byKey.get(key);
      if (!sockets) continue;
      // A copy: a slow socket closed while sending removes itself from the set.
      for (const socket of [...sockets]) {
        if (!this.corked.has(socket)) {
          socket.cork();
          this.corked.add(socket);
        }
        if (socket.send(frame)) delivered += 1;
      }
    }
    if (this.corked.size > 0 && !this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => this.flush());
    }
    return delivered;
  }

  /**
   * A burst of events (one database batch) becomes one write per socket instead of one per event per socket:
   * the system calls, not the JSON, are what costs at a thousand sockets.
   */
  private flush(): void {
    this.flushScheduled = false;
    for (const socket of this.corked) socket.uncork();
    this.corked.clear();
  }

  /** Every socket, authenticated or not (heartbeat, shutdown, revocation). */
  sockets(): IterableIterator<LiveSocket> {
    return this.all.values();
  }

  get size(): number {
    return this.all.size;
  }
}
