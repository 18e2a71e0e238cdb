import { buildApp } from './app';
import { parseEdgeEnv } from './config/env';

async function main() {
  const env = parseEdgeEnv(process.env);
  const app = await buildApp({ env: process.env });
  // A repeat within a few seconds is the same stop arriving twice (the process group and the runner that forwards
  // it); a later one means stop now.
  let closingSince: number | undefined;
  const close = async (signal: string) => {
    if (closingSince !== undefined) {
      if (Date.now() - closingSince > 5_000) process.exit(1);
      return;
    }
    closingSince = Date.now();
    app.log.info({ signal }, 'edge stopping');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ host: env.HOST, port: env.PORT });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
