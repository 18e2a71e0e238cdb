import crypto from 'node:crypto';

/** scrypt cost: N=2^15, r=8 uses 32 MiB per hash (memory-hard) and takes tens of milliseconds. */
const current = { N: 2 ** 15, r: 8, p: 1, keyLength: 64 };

type ScryptParams = typeof current;

function scrypt(password: string, salt: Buffer, { N, r, p, keyLength }: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128·N·r, which node's 32 MiB default does not.
    crypto.scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { N, r, p, maxmem: 256 * N * r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64): the parameters travel with the hash, so the cost can rise later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, current);
  return ['scrypt', current.N, current.r, current.p, salt.toString('base64'), hash.toString('base64')].join(
    '$',
  );
}

/** Constant-time check of `password` against a stored hash; malformed hashes never match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const params = { N: Number(n), r: Number(r), p: Number(p), keyLength: expected.length };
  if (![params.N, params.r, params.p].every(Number.isSafeInteger) || expected.length === 0) return false;
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), params);
  return crypto.timingSafeEqual(actual, expected);
}

/** A hash of no one's password: verifying against it makes unknown emails cost as much as known ones. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return decoyHash;
}

/** How many of the most common passwords (ranked, from @zxcvbn-ts/language-common) are refused at sign-up. */
export const commonPasswordCount = 10_000;

let commonPasswords: Set<string> | undefined;

/**
 * One character over and over ("aaaaaa", six spaces) or a run of neighbouring characters ("abcdef", "98765432"):
 * guessed at once whatever its length, and most such runs are in no list.
 */
function isRun(password: string): boolean {
  const codes = Array.from(password.toLowerCase(), (character) => character.codePointAt(0)!);
  const steps = new Set(codes.slice(1).map((code, index) => code - codes[index]));
  return steps.size === 1 && Math.abs([...steps][0]) <= 1;
}

/**
 * Whether `password` is one of the 10,000 most used passwords (letter case ignored; the list loaded on first use),
 * or a run of one or neighbouring characters.
 */
export function isCommonPassword(password: string): boolean {
  if (isRun(password)) return true;
  if (!commonPasswords) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: Record<string, string[]> };
    commonPasswords = new Set(dictionary['passwords-common'].slice(0, commonPasswordCount));
  }
  return commonPasswords.has(password.toLowerCase());
}

export const commonPasswordMessage = 'This password is too common. Choose one that is harder to guess.';
