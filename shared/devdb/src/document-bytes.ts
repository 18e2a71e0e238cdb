/**
 * The BSON of stored documents as `find` returns them, kept per document: a list page asks for the same 25
 * documents with the same projection again and again, and projecting and serializing them was about a quarter
 * of the worker's busy time under the guides service's search benchmark. Stored documents are never changed in
 * place (an update stores a new object), so an entry is right for as long as its document is stored, and goes
 * with it.
 */
import type { Projector } from './projection';
import { serializeDocument, type Doc } from './values';

/** Bytes held at most; past it the cache starts over (the old entries are then collected). */
const documentBytesBudget = 128 * 1024 * 1024;

type Entry = { shape: string; bytes: Buffer };

let entries = new WeakMap<Doc, Entry>();
let heldBytes = 0;

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
  // A copy of its own: a small serialized document is a slice of a shared pool slab, which it would keep alive.
  const bytes = Buffer.allocUnsafeSlow(serialized.length);
  serialized.copy(bytes);
  if (heldBytes + bytes.length > documentBytesBudget) {
    entries = new WeakMap();
    heldBytes = 0;
  }
  entries.set(doc, { shape, bytes });
  heldBytes += bytes.length;
  return bytes;
}
