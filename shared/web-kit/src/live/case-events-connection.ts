import type { CaseEvent, CaseEventsClientMessage, CaseEventsServerMessage } from '@claims/contracts';

// The values of `caseEventsPath` and `caseEventsCloseCodes` in @claims/contracts, repeated so that web-kit
// (part of the shell's first view) does not pull zod in with them; a test keeps them equal.
export const liveEventsPath = '/ws';
export const liveCloseCodes = { unauthorized: 4401, forbidden: 4403 } as const;

/**
 * `idle`: not connected and not trying (nobody listens, or signed out); `connecting`: opening or authenticating;
 * `live`: events flow; `paused`: the connection dropped and is being reopened, with back-off (events may be missed
 * meanwhile, so listeners refetch when it is live again).
 */
export type LiveStatus = 'idle' | 'connecting' | 'live' | 'paused';

/** The part of the browser's WebSocket this uses (tests pass a fake). */
export type WebSocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

export type CaseEventsConnectionOptions = {
  /** The current access token (renewed first when it has expired); null when signed out. */
  getAccessToken: () => Promise<string | null>;
  /** Renews the session now; used after the gateway refused the token (4401). */
  refreshAccessToken: () => Promise<string | null>;
  /** Calls `listener` whenever the session's access token changes (renewal, sign-out): returns an unsubscribe. */
  subscribeToken?: (listener: () => void) => () => void;
  /** The websocket URL; defaults to `ws(s)://<this host>/ws`. */
  url?: () => string;
  createSocket?: (url: string) => WebSocketLike;
  /** First reconnect delay; doubles up to `maxBackoffMs`, each with up to 50 % random jitter taken off. */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** Send a ping this often while live; no pong within `heartbeatTimeoutMs` means the connection is dead. */
  heartbeatIntervalMs?: number;
  heartbeatTimeoutMs?: number;
  random?: () => number;
};

const openState = 1;

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${liveEventsPath}`;
}

/**
 * One websocket to the gateway, shared by everything on the page that wants live case events. It opens when the
 * first listener subscribes and closes when the last leaves; it authenticates with the first message, renews the
 * token over the socket when the session renews, answers a dead connection by reconnecting with back-off, and
 * tells `onConnected` listeners every time it is live again so they refetch what they may have missed.
 */
export class CaseEventsConnection {
  private socket: WebSocketLike | null = null;
  private currentStatus: LiveStatus = 'idle';
  private readonly eventListeners = new Set<(event: CaseEvent) => void>();
  private readonly connectedListeners = new Set<() => void>();
  private readonly statusListeners = new Set<() => void>();
  private attempts = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private sentToken: string | null = null;
  private unsubscribeToken: (() => void) | null = null;
  private refreshBeforeConnect = false;
  /** Bumped by every connect and stop, so a connect that was overtaken while awaiting its token gives up. */
  private generation = 0;
  private readonly options: Required<Omit<CaseEventsConnectionOptions, 'subscribeToken'>> &
    Pick<CaseEventsConnectionOptions, 'subscribeToken'>;

  constructor(options: CaseEventsConnectionOptions) {
    this.options = {
      url: defaultUrl,
      createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      initialBackoffMs: 500,
      maxBackoffMs: 30_000,
      heartbeatIntervalMs: 25_000,
      heartbeatTimeoutMs: 10_000,
      random: Math.random,
      ...options,
    };
  }

  get status(): LiveStatus {
    return this.currentStatus;
  }

  subscribeStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Receives every case event for the signed-in user; the first subscriber opens the connection. */
  subscribe(listener: (event: CaseEvent) => void, onConnected?: () => void): () => void {
    this.eventListeners.add(listener);
    if (onConnected) this.connectedListeners.add(onConnected);
    if (this.eventListeners.size === 1) this.start();
    return () => {
      this.eventListeners.delete(listener);
      if (onConnected) this.connectedListeners.delete(onConnected);
      if (this.eventListeners.size === 0) this.stop();
    };
  }

  /**
   * The browser lost its network: nothing can arrive, so the page says so now instead of at the next missed pong
   * (up to 35 s later). The socket is let go and reconnecting starts; `retryNow` follows when the network is back.
   */
  wentOffline(): void {
    if (this.eventListeners.size === 0 || this.currentStatus === 'paused') return;
    this.dropSocket();
    this.scheduleReconnect();
  }

  /** Reconnects at once (the browser came back online). */
  retryNow(): void {
    if (this.currentStatus !== 'paused') return;
    clearTimeout(this.reconnectTimer);
    void this.connect();
  }

  private start(): void {
    this.unsubscribeToken = this.options.subscribeToken?.(() => void this.onTokenChanged()) ?? null;
    void this.connect();
  }

  private stop(): void {
    this.unsubscribeToken?.();
    this.unsubscribeToken = null;
    clearTimeout(this.reconnectTimer);
    this.attempts = 0;
    this.generation += 1;
    this.dropSocket();
    this.setStatus('idle');
  }

  private async connect(): Promise<void> {
    const generation = ++this.generation;
    this.dropSocket();
    // A reconnect attempt stays "paused" until it is live: the indicator does not flicker on every try.
    if (this.currentStatus !== 'paused') this.setStatus('connecting');
    let token: string | null;
    try {
      token = this.refreshBeforeConnect
        ? await this.options.refreshAccessToken()
        : await this.options.getAccessToken();
    } catch {
      if (generation === this.generation) this.scheduleReconnect();
      return;
    }
    if (generation !== this.generation) return;
    this.refreshBeforeConnect = false;
    // Stopped meanwhile (the last listener left, or signed out).
    if (this.eventListeners.size === 0 || this.currentStatus === 'idle') return;
    if (!token) {
      // Signed out: nothing to connect to until the session changes.
      this.setStatus('idle');
      return;
    }
    let socket: WebSocketLike;
    try {
      socket = this.options.createSocket(this.options.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.sentToken = token;
      this.sendMessage({ type: 'auth', token });
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.onMessage(event.data);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopHeartbeat();
      if (event.code === liveCloseCodes.unauthorized || event.code === liveCloseCodes.forbidden) {
        this.refreshBeforeConnect = true;
      }
      this.scheduleReconnect();
    };
    socket.onerror = () => undefined;
  }

  private onMessage(data: unknown): void {
    let message: CaseEventsServerMessage;
    try {
      message = JSON.parse(String(data)) as CaseEventsServerMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case 'ready':
        this.attempts = 0;
        this.setStatus('live');
        this.startHeartbeat();
        for (const listener of [...this.connectedListeners]) listener();
        return;
      case 'pong':
        clearTimeout(this.pongTimer);
        return;
      case 'case.changed':
      case 'case.removed':
        for (const listener of [...this.eventListeners]) listener(message);
        return;
      default:
        return;
    }
  }

  private async onTokenChanged(): Promise<void> {
    let token: string | null;
    try {
      token = await this.options.getAccessToken();
    } catch {
      return;
    }
    if (!token) {
      // Signed out: close, and wait for a listener to come back with a session.
      clearTimeout(this.reconnectTimer);
      this.generation += 1;
      this.dropSocket();
      this.setStatus('idle');
      return;
    }
    if (this.currentStatus === 'live' && token !== this.sentToken) {
      this.sentToken = token;
      this.sendMessage({ type: 'renew', token });
    } else if (this.currentStatus === 'idle' && this.eventListeners.size > 0) {
      void this.connect();
    }
  }

  private scheduleReconnect(): void {
    if (this.eventListeners.size === 0) {
      this.setStatus('idle');
      return;
    }
    this.setStatus('paused');
    const ceiling = Math.min(this.options.maxBackoffMs, this.options.initialBackoffMs * 2 ** this.attempts);
    const delay = ceiling * (1 - this.options.random() / 2);
    this.attempts += 1;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => void this.connect(), delay);
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.heartbeatTimer = setInterval(() => {
      this.sendMessage({ type: 'ping' });
      clearTimeout(this.pongTimer);
      this.pongTimer = setTimeout(() => {
        // No answer: the connection is dead even if the browser has not noticed yet.
        const socket = this.socket;
        this.socket = null;
        this.stopHeartbeat();
        socket?.close();
        this.scheduleReconnect();
      }, this.options.heartbeatTimeoutMs);
    }, this.options.heartbeatIntervalMs);
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeatTimer);
    clearTimeout(this.pongTimer);
  }

  private sendMessage(message: CaseEventsClientMessage): void {
    if (this.socket && this.socket.readyState === openState) this.socket.send(JSON.stringify(message));
  }

  private dropSocket(): void {
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, 'Done');
    }
  }

  private setStatus(status: LiveStatus): void {
    if (this.currentStatus === status) return;
    this.currentStatus = status;
    for (const listener of [...this.statusListeners]) listener();
  }
}
