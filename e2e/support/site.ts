import path from 'node:path';

/** The site under test: started by global-setup on E2E_PORT with its own data directory. */
export const sitePort = Number(process.env.E2E_PORT ?? 18080);
export const siteUrl = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${sitePort}`;
/** Its own data directory (E2E_DATA_DIR), so two runs on one machine never share a database. */
export const e2eDataDir = path.resolve(process.env.E2E_DATA_DIR ?? path.join(__dirname, '../.data/e2e'));
export const demoPassword = 'demo1234';
/** Short access tokens, so every journey also exercises silent renewal. */
export const accessTokenTtlSeconds = 75;

export const demoAccounts = {
  admin: 'admin@demo.local',
  tech: 'tech@demo.local',
  insurance: 'insurance@demo.local',
  customer: 'customer@demo.local',
} as const;
export type DemoRole = keyof typeof demoAccounts;
