/** `devdb --data-dir DIR --port N [--host H]`: prints the connection URI, runs until SIGINT/SIGTERM. */
import { startDevDb, type DevDb } from './index';

const usage = `Usage: devdb [--data-dir DIR] [--port N] [--host HOST] [--exit-with-parent]

Starts an embedded MongoDB-compatible server and prints its connection URI.
  --data-dir DIR   keep data durably in DIR (default: memory only, lost on exit)
  --port N         TCP port (default 27217; 0 picks a free port)
  --host HOST      interface to listen on (default 127.0.0.1)
  --exit-with-parent
                   stop (flushing, as on SIGTERM) when the process that started this one is gone; for a runner
                   that starts it in a process group of its own and stops it last
`;

export interface CliOptions {
  dataDir?: string;
  port: number;
  host: string;
  exitWithParent?: boolean;
}

export function parseArguments(argv: string[]): CliOptions | 'help' {
  const options: CliOptions = { port: 27217, host: '127.0.0.1' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--data-dir':
      case '--dbpath':
        options.dataDir = value();
        break;
      case '--port': {
        const raw = value();
        const port = Number(raw);
        if (!Number.isInteger(port) || port < 0 || port > 65535)
          throw new Error(`--port must be a number from 0 to 65535, got '${raw}'`);
        options.port = port;
        break;
      }
      case '--host':
      case '--bind_ip':
        options.host = value();
        break;
      case '--exit-with-parent':
        options.exitWithParent = true;
        break;
      case '--help':
      case '-h':
        return 'help';
      default:
        throw new Error(`unknown option '${arg}'`);
    }
  }
  return options;
}

export async function main(argv = process.argv.slice(2)): Promise<void> {
  let options: CliOptions | 'help';
  try {
    options = parseArguments(argv);
  } catch (error) {
    process.stderr.write(`devdb: ${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  if (options === 'help') {
    process.stdout.write(usage);
    return;
  }
  let server: DevDb;
  try {
    // In a worker like the embedded server, so both run with the same heap settings (heap-settings.ts).
    server = await startDevDb(options);
  } catch (error) {
    const message = (error as Error).message;
    process.stderr.write(`${message.startsWith('devdb: ') ? '' : 'devdb: '}${message}\n`);
    process.exit(1);
  }
  if (server.recovered) {
    const { documents, replayedRecords } = server.recovered;
    process.stderr.write(
      `devdb: data directory ${options.dataDir}: ${documents} documents recovered from ${replayedRecords} journal records\n`,
    );
  } else {
    process.stderr.write('devdb: no --data-dir given: data is kept in memory and lost on exit\n');
  }
  process.stdout.write(`${server.uri}\n`);
  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`devdb: ${reason}, flushing and stopping\n`);
    server.stop().then(
      () => process.exit(0),
      (error: Error) => {
        process.stderr.write(`devdb: stop failed: ${error.message}\n`);
        process.exit(1);
      },
    );
  };
  void server.ended.then(() => {
    if (stopping) return;
    process.stderr.write('devdb: the server thread ended unexpectedly\n');
    process.exit(1);
  });
  process.on('SIGINT', () => stop('SIGINT received'));
  process.on('SIGTERM', () => stop('SIGTERM received'));
  if (options.exitWithParent) {
    // An orphan is adopted by another process: its parent id changes.
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) stop('the process that started it is gone');
    }, 250).unref();
  }
}
