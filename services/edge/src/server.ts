import { buildApp } from './app';
import { parseEdgeEnv } from './config/env';

async function main() {
  const env = parseEdgeEnv(process.env);
  const app = await buildApp({ env: process.env });
  let closing = false;
  const close = async (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
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
