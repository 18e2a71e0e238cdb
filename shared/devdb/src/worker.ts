/** Worker-thread entry: runs the server off the embedding process's main thread. */
import { parentPort, workerData } from 'node:worker_threads';
import { DevDbServer, type ServerOptions } from './server';

async function run() {
  const port = parentPort!;
  let server: DevDbServer;
  try {
    server = await DevDbServer.start(workerData as ServerOptions);
  } catch (error) {
    port.postMessage({ type: 'error', message: (error as Error).message });
    return;
  }
  port.on('message', (message: { type: string }) => {
    if (message.type !== 'stop') return;
    server.stop().then(
      () => {
        port.postMessage({ type: 'stopped' });
        port.close();
      },
      (error: Error) => {
        port.postMessage({ type: 'stopped', error: error.message });
        port.close();
      },
    );
  });
  const stats = server.state.storage?.stats;
  port.postMessage({
    type: 'ready',
    port: server.port,
    uri: server.uri,
    recovered: stats && { documents: stats.documents, replayedRecords: stats.replayedRecords },
  });
}

void run();
