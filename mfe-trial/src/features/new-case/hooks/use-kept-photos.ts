import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readBytes } from '../../../lib/cases/photo-problem';

/** A picked photo as kept in the browser's database: the file's bytes and what makes it a file again. */
type KeptPhoto = { name: string; type: string; lastModified: number; bytes: ArrayBuffer };
/** The photos picked for the new-case draft, kept with the account that picked them (none when signed out). */
type KeptPhotos = { owner: string | null; photos: KeptPhoto[] };

const keptKey = 'new-case-draft';
let database: UseStore | undefined;
/** Opened when the new-case form first reads it, not when the area loads. */
const photoDatabase = () => (database ??= createStore('claims-trial', 'new-case-photos'));

function isKeptPhotos(value: unknown): value is KeptPhotos {
  if (typeof value !== 'object' || value === null) return false;
  const { owner, photos } = value as Partial<KeptPhotos>;
  return (
    (owner === null || typeof owner === 'string') &&
    Array.isArray(photos) &&
    photos.every(
      (photo) =>
        typeof photo?.name === 'string' &&
        typeof photo.type === 'string' &&
        typeof photo.lastModified === 'number' &&
        Object.prototype.toString.call(photo.bytes) === '[object ArrayBuffer]',
    )
  );
}

/** The kept photos `userId` may see: their own, or those picked signed out (who has now signed in). */
async function readKept(userId: string | null): Promise<File[]> {
  const kept: unknown = await get(keptKey, photoDatabase());
  if (!isKeptPhotos(kept)) return [];
  if (kept.owner !== null && kept.owner !== userId) {
    await del(keptKey, photoDatabase());
    return [];
  }
  return kept.photos.map(
    ({ name, type, lastModified, bytes }) => new File([bytes], name, { type, lastModified }),
  );
}

async function writeKept(userId: string | null, files: File[]): Promise<void> {
  if (files.length === 0) {
    await del(keptKey, photoDatabase());
    return;
  }
  const photos = await Promise.all(
    files.map(async (file) => ({
      name: file.name,
      type: file.type,
      lastModified: file.lastModified,
      bytes: (await readBytes(file)).buffer,
    })),
  );
  await set(keptKey, { owner: userId, photos } satisfies KeptPhotos, photoDatabase());
}

/**
 * The photos picked for a new case, kept in this browser's database (IndexedDB) as the typed draft is kept in the
 * tab, so a reload or a detour through sign-in does not lose them. `forget` drops them once the case is filed.
 * Where the database cannot be used (a private window, storage full), the photos are kept on the page only.
 */
export function useKeptPhotos(userId: string | null) {
  const [photos, setPhotoList] = useState<File[]>([]);
  // Changes are written one after another, so an older list never lands after a newer one.
  const writes = useRef<Promise<void>>(Promise.resolve());
  const changed = useRef(false);

  useEffect(() => {
    let current = true;
    readKept(userId)
      .then((kept) => {
        // A photo picked before the database answered wins over what it held.
        if (current && !changed.current && kept.length > 0) setPhotoList(kept);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [userId]);

  const queue = useCallback((write: () => Promise<void>) => {
    writes.current = writes.current.then(write).catch(() => undefined);
  }, []);

  const setPhotos = useCallback(
    (next: File[]) => {
      changed.current = true;
      setPhotoList(next);
      queue(() => writeKept(userId, next));
    },
    [userId, queue],
  );
  const forget = useCallback(() => queue(() => del(keptKey, photoDatabase())), [queue]);

  return { photos, setPhotos, forget };
}
