import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type KeyPair = {
  /** PKCS#8 PEM. */
  privateKey: string;
  /** SPKI PEM. */
  publicKey: string;
};

export type StoredKeyPair = KeyPair & { privateKeyPath: string; publicKeyPath: string; created: boolean };

/** A fresh ES256 (EC P-256) key pair in PEM. */
export function generateKeyPair(): KeyPair {
  return crypto.generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** Environment values often carry PEM on one line with literal `\n`. */
export function normalizePem(value: string): string {
  return value.includes('\\n') ? value.replace(/\\n/g, '\n') : value;
}

/** Throws a readable error unless `pem` is an EC P-256 private key; returns its public half. */
export function publicKeyFromPrivate(pem: string, source: string): string {
  let key: crypto.KeyObject;
  try {
    key = crypto.createPrivateKey(pem);
  } catch {
    throw new Error(`${source} is not a PEM private key`);
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error(`${source} must be an EC P-256 key (ES256)`);
  }
  return crypto.createPublicKey(key).export({ type: 'spki', format: 'pem' }).toString();
}

/** Throws a readable error unless `pem` is an EC P-256 public key. */
export function assertPublicKey(pem: string, source: string): string {
  let key: crypto.KeyObject;
  try {
    key = crypto.createPublicKey(pem);
  } catch {
    throw new Error(`${source} is not a PEM public key`);
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error(`${source} must be an EC P-256 key (ES256)`);
  }
  return pem;
}

function writeAtomically(file: string, content: string, mode: number) {
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, content, { mode });
  fs.renameSync(temporary, file);
}

/**
 * Reads `<dataDir>/keys/jwt-private.pem` and `jwt-public.pem`, creating them on first use.
 * The private key is created exclusively, so concurrent starters end up with the same pair;
 * the public key is always re-derived from it, so the two never disagree.
 */
export function loadOrCreateKeyPair(dataDir: string): StoredKeyPair {
  const keysDir = path.join(dataDir, 'keys');
  const privateKeyPath = path.join(keysDir, 'jwt-private.pem');
  const publicKeyPath = path.join(keysDir, 'jwt-public.pem');
  fs.mkdirSync(keysDir, { recursive: true, mode: 0o700 });

  let created = false;
  if (!fs.existsSync(privateKeyPath)) {
    const pair = generateKeyPair();
    try {
      fs.writeFileSync(privateKeyPath, pair.privateKey, { flag: 'wx', mode: 0o600 });
      created = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }

  const privateKey = readCompleteKey(privateKeyPath);
  const publicKey = publicKeyFromPrivate(privateKey, privateKeyPath);
  const stored = fs.existsSync(publicKeyPath) ? fs.readFileSync(publicKeyPath, 'utf8') : undefined;
  if (stored !== publicKey) writeAtomically(publicKeyPath, publicKey, 0o644);
  return { privateKey, publicKey, privateKeyPath, publicKeyPath, created };
}

/** Another process may be half-way through writing the file it just created exclusively. */
function readCompleteKey(file: string): string {
  for (let attempt = 0; ; attempt++) {
    const content = fs.readFileSync(file, 'utf8');
    if (content.includes('-----END') || attempt >= 50) return content;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
}

/** JWT_PUBLIC_KEY, else JWT_PUBLIC_KEY_FILE, else `<DATA_DIR>/keys/jwt-public.pem` (written by the identity service or the start runner). */
export function resolvePublicKey(env: {
  JWT_PUBLIC_KEY?: string;
  JWT_PUBLIC_KEY_FILE?: string;
  DATA_DIR: string;
}): string {
  if (env.JWT_PUBLIC_KEY) return assertPublicKey(normalizePem(env.JWT_PUBLIC_KEY), 'JWT_PUBLIC_KEY');
  const file = env.JWT_PUBLIC_KEY_FILE ?? path.join(env.DATA_DIR, 'keys', 'jwt-public.pem');
  const source = env.JWT_PUBLIC_KEY_FILE ? `JWT_PUBLIC_KEY_FILE (${file})` : file;
  if (!fs.existsSync(file)) {
    throw new Error(
      `No JWT public key: set JWT_PUBLIC_KEY or JWT_PUBLIC_KEY_FILE, or start the trial service once so that ${file} exists`,
    );
  }
  return assertPublicKey(fs.readFileSync(file, 'utf8'), source);
}
