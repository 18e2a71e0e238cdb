import type { FastifyInstance } from 'fastify';
import { ServiceConfigError } from './config/env';

type SignalSource = Pick<NodeJS.Process, 'on' | 'off'>;

export type ShutdownOptions = {
  /** Where signals come from; tests pass an EventEmitter. */
  signalSource?: SignalSource;
  exit?: (code: number) => void;
  signals?: NodeJS.Signals[];
  /** Give up waiting for in-flight requests after this long and exit 1. */
  timeoutMs?: number;
  /**
   * A repeat of the stop signal within this long is the same stop arriving twice, not a request to hurry: Ctrl-C or
   * `kill -- -<group>` signals every process of the group and the runner forwards the stop too, and a service
   * manager may signal the whole group at once.
   */
  repeatWithinMs?: number;
  /** The clock (tests). */
  now?: () => number;
};

/**
 * First SIGINT/SIGTERM: stop accepting, let in-flight requests finish, close the database (app.close()), exit 0.
 * A second signal more than `repeatWithinMs` later, or the timeout, forces exit 1. Returns a function that removes
 * the handlers.
 */
export function closeOnSignals(app: FastifyInstance, options: ShutdownOptions = {}): () => void {
  const {
    signalSource = process,
    exit = (code: number) => process.exit(code),
    signals = ['SIGINT', 'SIGTERM'],
    timeoutMs = app.serviceEnv?.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    repeatWithinMs = 5_000,
    now = Date.now,
  } = options;
  let closing = false;
  let firstSignalAt = 0;

  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      if (now() - firstSignalAt <= repeatWithinMs) {
        app.log.info({ signal }, 'stop signal repeated: still finishing in-flight requests');
        return;
      }
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      exit(1);
      return;
    }
    closing = true;
    firstSignalAt = now();
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown timed out');
      exit(1);
    }, timeoutMs);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info('stopped');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };

  for (const signal of signals) signalSource.on(signal, onSignal);
  return () => {
    for (const signal of signals) signalSource.off(signal, onSignal);
  };
}

/** What `src/server.ts` calls: build the app, listen on HOST:PORT, close gracefully on signals; readable errors, exit 1. */
export async function runService(build: () => Promise<FastifyInstance>): Promise<void> {
  let app: FastifyInstance;
  try {
    app = await build();
  } catch (error) {
    // Start-up problems (configuration, database) read best as their message; the stack is there for debugging.
    const verbose =
      ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '') && !(error instanceof ServiceConfigError);
    console.error(verbose || !(error instanceof Error) ? error : error.message);
    process.exit(1);
  }
  closeOnSignals(app);
  try {
    await app.listen({ host: app.serviceEnv.HOST, port: app.serviceEnv.PORT });
  } catch (error) {
    app.log.error({ err: error }, 'cannot listen');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
}
