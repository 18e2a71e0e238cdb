import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateKeyPair, parseServiceEnv } from '@claims/service-kit';
import { resolveSigningKeys, trialEnvShape } from '../../src/config/env';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trial-keys-'));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const env = (extra: Record<string, string> = {}) =>
  parseServiceEnv(
    'trial',
    { MONGODB_URI: 'mongodb://127.0.0.1:27217', DATA_DIR: dataDir, ...extra },
    trialEnvShape,
  );

describe('trial configuration', () => {
  it('has the documented defaults', () => {
    expect(env()).toMatchObject({
      ACCESS_TOKEN_TTL_SECONDS: 900,
      REFRESH_TOKEN_TTL_DAYS: 30,
      SEED_DEMO_DATA: false,
      DEMO_PASSWORD: 'demo1234',
    });
  });

  it('creates the key pair in DATA_DIR/keys on first start and reuses it', () => {
    const first = resolveSigningKeys(env());
    expect(fs.readFileSync(path.join(dataDir, 'keys', 'jwt-private.pem'), 'utf8')).toBe(first.privateKey);
    expect(fs.readFileSync(path.join(dataDir, 'keys', 'jwt-public.pem'), 'utf8')).toBe(first.publicKey);
    expect(resolveSigningKeys(env())).toEqual(first);
  });

  it('uses JWT_PRIVATE_KEY or JWT_PRIVATE_KEY_FILE when given, deriving the public key', () => {
    const pair = generateKeyPair();
    expect(
      resolveSigningKeys(env({ JWT_PRIVATE_KEY: pair.privateKey.replace(/\n/g, '\\n') })).publicKey,
    ).toBe(pair.publicKey);
    const file = path.join(dataDir, 'signing.pem');
    fs.writeFileSync(file, pair.privateKey);
    expect(resolveSigningKeys(env({ JWT_PRIVATE_KEY_FILE: file }))).toEqual(pair);
    expect(fs.existsSync(path.join(dataDir, 'keys'))).toBe(false);
  });

  it('refuses a public key that does not belong to the private key, and unreadable keys', () => {
    const pair = generateKeyPair();
    const other = generateKeyPair();
    expect(() =>
      resolveSigningKeys(env({ JWT_PRIVATE_KEY: pair.privateKey, JWT_PUBLIC_KEY: other.publicKey })),
    ).toThrow('JWT_PUBLIC_KEY does not belong to JWT_PRIVATE_KEY');
    expect(() => resolveSigningKeys(env({ JWT_PRIVATE_KEY: 'oops' }))).toThrow(
      'JWT_PRIVATE_KEY is not a PEM private key',
    );
    expect(() =>
      resolveSigningKeys(env({ JWT_PRIVATE_KEY_FILE: path.join(dataDir, 'missing.pem') })),
    ).toThrow('does not exist');
  });

  it('rejects out-of-range settings with their names', () => {
    expect(() =>
      env({ ACCESS_TOKEN_TTL_SECONDS: '5', DEMO_PASSWORD: '123', SEED_DEMO_DATA: 'sure' }),
    ).toThrow(
      /ACCESS_TOKEN_TTL_SECONDS: must be at least 30[\s\S]*SEED_DEMO_DATA: must be 'true' or 'false'[\s\S]*DEMO_PASSWORD: must be at least 6 characters/,
    );
  });
});
