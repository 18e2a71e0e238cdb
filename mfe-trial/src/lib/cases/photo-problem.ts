import { caseLimits, casePhotoTypes } from '@claims/contracts/src/case-rules';

/** Why a picked file cannot be attached to a case, or null when it can (the server checks again). */
export function photoProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(casePhotoTypes as readonly string[]).includes(file.type))
    return `${file.name}: photos must be JPEG, PNG or WebP`;
  if (file.size > caseLimits.photoBytesMax) return `${file.name}: each photo must be 8 MB or smaller`;
  return null;
}

const startsWith = (head: Uint8Array, bytes: number[], at = 0) =>
  bytes.every((byte, i) => head[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** JPEG, PNG or WebP by the file's first bytes, whatever its name says. */
export function looksLikePhoto(head: Uint8Array): boolean {
  return (
    startsWith(head, [0xff, 0xd8, 0xff]) ||
    startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8))
  );
}

/** The first `count` bytes of `file` (all of it by default). */
export function readBytes(file: Blob, count = file.size): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

const contentKeys = new WeakMap<Blob, Promise<string>>();

async function computeContentKey(file: File): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle) {
    try {
      const digest = new Uint8Array(await subtle.digest('SHA-256', await readBytes(file)));
      return `sha256:${Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
    } catch {
      // Unreadable, or no digest here: the file's name, size and date stand in.
    }
  }
  return `file:${file.name}:${file.size}:${file.lastModified}`;
}

/**
 * What tells two picked photos apart: the SHA-256 of their bytes, as the case service keeps one of two photos with
 * the same bytes (the name, size and date where the page cannot hash, outside a secure context). Worked out once
 * per file.
 */
export function photoContentKey(file: File): Promise<string> {
  let key = contentKeys.get(file);
  if (!key) {
    key = computeContentKey(file);
    contentKeys.set(file, key);
  }
  return key;
}

/**
 * `photoProblem`, and then the file's content: a file named .jpg that is not a picture is refused as it is picked,
 * not after the case is sent (the type a browser gives a picked file comes from its name).
 */
export async function pickedPhotoProblem(file: File): Promise<string | null> {
  const problem = photoProblem(file);
  if (problem) return problem;
  try {
    if (looksLikePhoto(await readBytes(file, 12))) return null;
  } catch {
    return `${file.name}: the file could not be read`;
  }
  return `${file.name}: this file is not a JPEG, PNG or WebP picture`;
}
