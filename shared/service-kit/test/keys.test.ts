import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createServiceApp,
  loadOrCreateKeyPair,
  normalizePem,
  publicKeyFromPrivate,
  resolvePublicKey,
  ServiceConfigError,
} from '../src';

let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'service-kit-keys-'));
});

afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('loadOrCreateKeyPair', () => {
  it('creates an ES256 pair on first use, the private key readable by its owner only', () => {
    const pair = loadOrCreateKeyPair(dataDir);
    expect(pair.created).toBe(true);
    expect(pair.privateKeyPath).toBe(path.join(dataDir, 'keys', 'jwt-private.pem'));
    expect(fs.statSync(pair.privateKeyPath).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(pair.publicKeyPath, 'utf8')).toBe(pair.publicKey);

    const data = Buffer.from('payload');
    const signature = crypto.sign('sha256', data, pair.privateKey);
    expect(crypto.verify('sha256', data, pair.publicKey, signature)).toBe(true);
    expect(crypto.createPrivateKey(pair.privateKey).asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
  });

  it('returns the same pair afterwards and repairs a public key that does not match', () => {
    const first = loadOrCreateKeyPair(dataDir);
    fs.writeFileSync(first.publicKeyPath, 'stale');
    const second = loadOrCreateKeyPair(dataDir);
    expect(second.created).toBe(false);
    expect(second.privateKey).toBe(first.privateKey);
    expect(fs.readFileSync(second.publicKeyPath, 'utf8')).toBe(first.publicKey);
  });

  it('gives processes starting at the same moment one and the same pair', async () => {
    const script = `const pair = require(${JSON.stringify(path.join(__dirname, '../src/keys'))}).loadOrCreateKeyPair(process.argv[1]);
      process.stdout.write(JSON.stringify({ privateKey: pair.privateKey, created: pair.created }));`;
    const runs = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<{ privateKey: string; created: boolean }>((resolve, reject) =>
            execFile(process.execPath, ['--import', 'tsx', '-e', script, dataDir], (error, stdout) =>
              error ? reject(error) : resolve(JSON.parse(stdout)),
            ),
          ),
      ),
    );
    expect(new Set(runs.map((run) => run.privateKey)).size).toBe(1);
    expect(runs.filter((run) => run.created)).toHaveLength(1);
    expect(fs.readFileSync(path.join(dataDir, 'keys', 'jwt-private.pem'), 'utf8')).toBe(runs[0].privateKey);
    expect(publicKeyFromPrivate(runs[0].privateKey, 'stored')).toBe(
      fs.readFileSync(path.join(dataDir, 'keys', 'jwt-public.pem'), 'utf8'),
    );
  });

  it('refuses a private key that is not EC P-256', () => {
    fs.mkdirSync(path.join(dataDir, 'keys'));
    const rsa = crypto
      .generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' });
    fs.writeFileSync(path.join(dataDir, 'keys', 'jwt-private.pem'), rsa);
    expect(() => loadOrCreateKeyPair(dataDir)).toThrow('must be an EC P-256 key (ES256)');
  });
});

describe('resolvePublicKey', () => {
  it('prefers JWT_PUBLIC_KEY (one-line PEM with \\n accepted), then the file, then DATA_DIR', () => {
    const pair = loadOrCreateKeyPair(dataDir);
    const oneLine = pair.publicKey.replace(/\n/g, '\\n');
    expect(resolvePublicKey({ JWT_PUBLIC_KEY: oneLine, DATA_DIR: '/nowhere' })).toBe(normalizePem(oneLine));
    expect(resolvePublicKey({ JWT_PUBLIC_KEY_FILE: pair.publicKeyPath, DATA_DIR: '/nowhere' })).toBe(
      pair.publicKey,
    );
    expect(resolvePublicKey({ DATA_DIR: dataDir })).toBe(pair.publicKey);
  });

  it('explains what to do when there is no key', () => {
    expect(() => resolvePublicKey({ DATA_DIR: dataDir })).toThrow(
      /set JWT_PUBLIC_KEY or JWT_PUBLIC_KEY_FILE/,
    );
    expect(() => resolvePublicKey({ JWT_PUBLIC_KEY: 'hello', DATA_DIR: dataDir })).toThrow(
      'JWT_PUBLIC_KEY is not a PEM public key',
    );
  });

  it('makes createServiceApp fail with a configuration error before touching the database', async () => {
    await expect(
      createServiceApp({
        area: 'demo',
        defaultPort: 0,
        env: { MONGODB_URI: 'mongodb://127.0.0.1:1', DATA_DIR: dataDir },
        register: async () => undefined,
      }),
    ).rejects.toBeInstanceOf(ServiceConfigError);
  });
});

describe('publicKeyFromPrivate', () => {
  it('says which setting holds an unreadable key', () => {
    expect(() => publicKeyFromPrivate('nope', 'JWT_PRIVATE_KEY')).toThrow(
      'JWT_PRIVATE_KEY is not a PEM private key',
    );
  });
});
