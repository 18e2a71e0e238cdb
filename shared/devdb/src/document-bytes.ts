/**
 * The BSON of stored documents as `find` returns them, kept per document: a list page asks for the same 25
 * documents with the same projection again and again, and projecting and serializing them was about a quarter
 * of the worker's busy time under the guides service's search benchmark. Stored documents are never changed in
 * place (an update stores a new object), so an entry is right for as long as its document is stored, and goes
 * with it.
 */
import type { Projector } from './projection';
import { serializeDocument, type Doc } from './values';

/**
 * The kept bytes live in one slab of this size, taken when the server's thread starts; when it is full the cache
 * starts over on a new slab (the old one is collected once nothing reads from it any more).
 *
 * One slab taken at start, not a buffer per document: V8 counts buffers as external memory, and 64 MB more of it
 * than at the last full collection starts a new one. Filling the cache buffer by buffer (about 65 MB for 100,000
 * guides' list form) set off a collection of the whole heap while pages were being read (`--trace-incremental-marking`:
 * "external memory pressure"), about 1.7 s during which the thread marked half of the time: the first deep-page run
 * of the guides benchmark after a restart had a p99 of 211-253 ms, 48 ms with the slab. Its pages are only touched
 * as it fills.
 */
const defaultSlabBytes = 128 * 1024 * 1024;
let slabBytes = defaultSlabBytes;

type Entry = { shape: string; bytes: Buffer };

let entries = new WeakMap<Doc, Entry>();
let slab = Buffer.allocUnsafeSlow(slabBytes);
let used = 0;

/**
 * `doc` (a stored document) serialized after `projector`, from the cache when it holds this projection of it.
 * A projection that depends on the query (positional, `$elemMatch`, expressions) has no shape and is never cached.
 */
export function storedDocumentBytes(doc: Doc, projector?: Projector): Buffer {
  const shape = projector ? projector.shape : '';
  if (shape === undefined) return serializeDocument(projector!(doc));
  const held = entries.get(doc);
  if (held !== undefined && held.shape === shape) return held.bytes;
  const serialized = serializeDocument(projector ? projector(doc) : doc);
  if (serialized.length > slabBytes) return serialized;
  // Not overwritten in place: a batch being assembled may still hold bytes of the full slab.
  if (used + serialized.length > slabBytes) startOver();
  const bytes = slab.subarray(used, used + serialized.length);
  serialized.copy(bytes);
  used += serialized.length;
  entries.set(doc, { shape, bytes });
  return bytes;
}

/** An empty cache on a new slab. */
function startOver() {
  slab = Buffer.allocUnsafeSlow(slabBytes);
  used = 0;
  entries = new WeakMap();
}

/** Empties the cache onto a new slab of `bytes` (tests use a small one to see it start over). */
export function resetDocumentBytes(bytes = defaultSlabBytes) {
  slabBytes = bytes;
  startOver();
}
