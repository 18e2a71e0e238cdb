import type { WebSocket, RawData } from 'ws';
import {
  caseEventsClientMessageSchema,
  caseEventsCloseCodes,
  type CaseEventsServerMessage,
} from '@claims/contracts';
import { audienceKeyOf, scopeForUser, type SocketScope } from '../lib/case-scope';
import type { TokenVerifier, VerifiedToken } from '../lib/token-verifier';
import type { SubscriberHub } from './subscriber-hub';

export type LiveSocketOptions = {
  verifyToken: TokenVerifier;
  authTimeoutMs: number;
  maxBufferedBytes: number;
  /** Authenticated sockets one user may hold on this instance. */
  maxSocketsPerUser?: number;
  now?: () => number;
  onClosed?: (socket: LiveSocket, code: number) => void;
};

/** How long a socket closed for being slow may take to read its backlog and the close frame. */
const slowSocketGraceMs = 5_000;

/** Longest delay setTimeout accepts; a token living longer is re-checked then. */
const maxTimerMs = 2_147_483_647;

/**
 * One browser connection: waits for the `auth` message, then receives the events of its scope until it
 * closes, its token expires without renewal, its session is revoked or it falls too far behind.
 */
export class LiveSocket {
  private token: VerifiedToken | null = null;
  private scope: SocketScope = { kind: 'none' };
  private key: string | null = null;
  private authTimer: NodeJS.Timeout | undefined;
  private expiryTimer: NodeJS.Timeout | undefined;
  private closed = false;
  /** Cleared when a heartbeat ping goes out, set again by the pong. */
  alive = true;

  constructor(
    private readonly socket: WebSocket,
    private readonly hub: SubscriberHub,
    private readonly options: LiveSocketOptions,
  ) {}

  start(): void {
    this.hub.file(this, null);
    this.authTimer = setTimeout(
      () => this.close(caseEventsCloseCodes.authTimeout, 'Send the auth message first'),
      this.options.authTimeoutMs,
    );
    this.socket.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    this.socket.on('pong', () => {
      this.alive = true;
    });
    this.socket.on('close', (code) => this.cleanUp(code));
    this.socket.on('error', () => this.socket.terminate());
  }

  get userId(): string | null {
    return this.token?.claims.sub ?? null;
  }

  get sessionId(): string | null {
    return this.token?.sessionId ?? null;
  }

  get scopeKind(): SocketScope['kind'] {
    return this.scope.kind;
  }

  /** Holds this socket's writes until `uncork` (the hub batches a burst of events into one write). */
  cork(): void {
    this.rawSocket()?.cork();
  }

  uncork(): void {
    this.rawSocket()?.uncork();
  }

  private rawSocket(): { cork(): void; uncork(): void } | undefined {
    // ws keeps the TCP socket on `_socket`; corking it is how Node batches writes (one writev).
    return (this.socket as unknown as { _socket?: { cork(): void; uncork(): void } })._socket;
  }

  /** Queues a message unless the socket is closed or too far behind (then it is closed: 4429). */
  send(message: string | Buffer): boolean {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return false;
    if (this.socket.bufferedAmount > this.options.maxBufferedBytes) {
      this.close(caseEventsCloseCodes.slowConsumer, 'Too far behind; reconnect and refetch', {
        terminate: true,
      });
      return false;
    }
    // A text frame even when handed bytes: clients read JSON text.
    this.socket.send(message, { binary: false });
    return true;
  }

  private reply(message: CaseEventsServerMessage): void {
    this.send(JSON.stringify(message));
  }

  /** Sends a protocol ping; a socket that did not answer the previous one is dropped. */
  heartbeat(): void {
    if (this.closed) return;
    if (!this.alive) {
      this.socket.terminate();
      return;
    }
    this.alive = false;
    this.socket.ping();
  }

  close(code: number, reason: string, { terminate = false }: { terminate?: boolean } = {}): void {
    if (this.closed) return;
    this.socket.close(code, reason);
    // A slow socket gets its close frame after what is queued; one that stopped reading is cut off soon after.
    if (terminate) setTimeout(() => this.socket.terminate(), slowSocketGraceMs).unref();
    this.cleanUp(code);
  }

  private cleanUp(code: number): void {
    clearTimeout(this.authTimer);
    clearTimeout(this.expiryTimer);
    if (this.closed) return;
    this.closed = true;
    this.hub.remove(this, this.key);
    if (this.token) this.hub.countUser(this.token.claims.sub, -1);
    this.options.onClosed?.(this, code);
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    if (this.closed) return;
    let parsedJson: unknown;
    try {
      if (isBinary) throw new Error('binary');
      parsedJson = JSON.parse(rawText(data));
    } catch {
      this.close(caseEventsCloseCodes.malformed, 'Messages must be JSON text');
      return;
    }
    const parsed = caseEventsClientMessageSchema.safeParse(parsedJson);
    if (!parsed.success) {
      this.close(caseEventsCloseCodes.malformed, 'Unknown or malformed message');
      return;
    }
    const message = parsed.data;
    if (message.type === 'ping') {
      this.reply({ type: 'pong' });
    } else if (message.type === 'auth') {
      if (this.token) this.close(caseEventsCloseCodes.malformed, 'Already authenticated; use renew');
      else this.authenticate(message.token);
    } else if (!this.token) {
      this.close(caseEventsCloseCodes.malformed, 'Send the auth message first');
    } else {
      this.renew(message.token);
    }
  }

  private authenticate(token: string): void {
    const verified = this.options.verifyToken(token);
    if (!verified.ok) {
      this.close(caseEventsCloseCodes.unauthorized, verified.message);
      return;
    }
    const userId = verified.token.claims.sub;
    if (this.hub.socketsOf(userId) >= (this.options.maxSocketsPerUser ?? Number.POSITIVE_INFINITY)) {
      this.close(caseEventsCloseCodes.tooManySockets, 'Too many open connections for this account');
      return;
    }
    clearTimeout(this.authTimer);
    this.hub.countUser(userId, 1);
    this.adopt(verified.token);
    this.reply({ type: 'ready', userId, expiresAt: verified.token.expiresAt });
  }

  private renew(token: string): void {
    const verified = this.options.verifyToken(token);
    if (!verified.ok) {
      this.close(caseEventsCloseCodes.unauthorized, verified.message);
      return;
    }
    if (verified.token.claims.sub !== this.token?.claims.sub) {
      this.close(caseEventsCloseCodes.forbidden, 'The renewed token belongs to another user');
      return;
    }
    this.adopt(verified.token);
    this.reply({ type: 'renewed', expiresAt: verified.token.expiresAt });
  }

  /** Takes a verified token: its roles decide the scope (they may have changed), its expiry the deadline. */
  private adopt(token: VerifiedToken): void {
    this.token = token;
    const previousKey = this.key;
    this.scope = scopeForUser(token.claims.sub, token.claims.roles);
    this.key = audienceKeyOf(this.scope);
    this.hub.file(this, this.key, previousKey);
    this.scheduleExpiry();
  }

  private scheduleExpiry(): void {
    clearTimeout(this.expiryTimer);
    if (!this.token) return;
    const now = (this.options.now ?? Date.now)();
    const remaining = this.token.expiresAt - now;
    if (remaining <= 0) {
      this.close(caseEventsCloseCodes.unauthorized, 'Your session has expired');
      return;
    }
    this.expiryTimer = setTimeout(
      () => {
        if (this.token && this.token.expiresAt <= (this.options.now ?? Date.now)()) {
          this.close(caseEventsCloseCodes.unauthorized, 'Your session has expired');
        } else {
          this.scheduleExpiry();
        }
      },
      Math.min(remaining, maxTimerMs),
    );
  }
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}
