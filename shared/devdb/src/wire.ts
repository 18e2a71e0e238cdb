/** MongoDB wire protocol framing: OP_MSG in both directions, legacy OP_QUERY in and OP_REPLY out. */
import { BSON, type Long } from 'bson';
import { fromWire, serializeDocument, type Doc } from './values';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

const CHECKSUM_PRESENT = 1;
const MORE_TO_COME = 2;
const EXHAUST_ALLOWED = 1 << 16;

export const maxMessageSizeBytes = 48_000_000;

export class ProtocolError extends Error {}

export interface Incoming {
  requestId: number;
  opCode: number;
  body: Doc;
  /** The client expects no reply (unacknowledged write). */
  moreToCome: boolean;
  /** Database named by an OP_QUERY's collection ("admin.$cmd"). */
  legacyDb?: string;
}

function readCString(buffer: Buffer, offset: number): [string, number] {
  const end = buffer.indexOf(0, offset);
  if (end < 0) throw new ProtocolError('unterminated string in message');
  return [buffer.toString('utf8', offset, end), end + 1];
}

function readDocument(buffer: Buffer, offset: number): [Doc, number] {
  if (offset + 4 > buffer.length) throw new ProtocolError('truncated document in message');
  const size = buffer.readInt32LE(offset);
  if (size < 5 || offset + size > buffer.length) throw new ProtocolError('invalid document size in message');
  const doc = BSON.deserialize(buffer.subarray(offset, offset + size), { promoteValues: false });
  return [fromWire(doc) as Doc, offset + size];
}

/** Parses one complete message (header included). */
export function parseMessage(message: Buffer): Incoming {
  const requestId = message.readInt32LE(4);
  const opCode = message.readInt32LE(12);
  if (opCode === OP_MSG) {
    const flags = message.readUInt32LE(16);
    // Bits 0-15 are "must understand": refuse any we do not know.
    const unknownRequired = flags & 0xffff & ~(CHECKSUM_PRESENT | MORE_TO_COME);
    if (unknownRequired) throw new ProtocolError(`unsupported OP_MSG flag bits ${unknownRequired}`);
    const end = message.length - (flags & CHECKSUM_PRESENT ? 4 : 0);
    let offset = 20;
    let body: Doc | undefined;
    const sequences: [string, Doc[]][] = [];
    while (offset < end) {
      const kind = message[offset++];
      if (kind === 0) {
        [body, offset] = readDocument(message, offset);
      } else if (kind === 1) {
        const size = message.readInt32LE(offset);
        const sectionEnd = offset + size;
        const [identifier, afterIdentifier] = readCString(message, offset + 4);
        let cursor = afterIdentifier;
        const docs: Doc[] = [];
        while (cursor < sectionEnd) {
          let doc: Doc;
          [doc, cursor] = readDocument(message, cursor);
          docs.push(doc);
        }
        sequences.push([identifier, docs]);
        offset = sectionEnd;
      } else {
        throw new ProtocolError(`unsupported OP_MSG section kind ${kind}`);
      }
    }
    if (!body) throw new ProtocolError('OP_MSG without a body section');
    for (const [identifier, docs] of sequences) body[identifier] = docs;
    return { requestId, opCode, body, moreToCome: !!(flags & MORE_TO_COME) };
  }
  if (opCode === OP_QUERY) {
    const [collection, afterName] = readCString(message, 20);
    // numberToSkip and numberToReturn (8 bytes) do not matter for commands.
    const [query] = readDocument(message, afterName + 8);
    // A wrapped command ({ $query: {...}, $readPreference }) carries the command inside.
    const body = query.$query && typeof query.$query === 'object' ? (query.$query as Doc) : query;
    const db = collection.endsWith('.$cmd') ? collection.slice(0, -5) : collection.split('.')[0];
    return { requestId, opCode, body, moreToCome: false, legacyDb: db };
  }
  if (opCode === OP_COMPRESSED)
    throw new ProtocolError('compressed messages are not supported (devdb advertises no compressors)');
  throw new ProtocolError(`unsupported opCode ${opCode}`);
}

let nextResponseId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const buffer = Buffer.allocUnsafe(16);
  buffer.writeInt32LE(length, 0);
  buffer.writeInt32LE(nextResponseId++ & 0x7fffffff, 4);
  buffer.writeInt32LE(responseTo, 8);
  buffer.writeInt32LE(opCode, 12);
  return buffer;
}

export function encodeMsgReply(responseTo: number, body: Buffer): Buffer {
  const prefix = Buffer.alloc(5); // flagBits (4) + section kind 0 (1)
  return Buffer.concat([header(16 + 5 + body.length, responseTo, OP_MSG), prefix, body]);
}

export function encodeLegacyReply(responseTo: number, body: Buffer): Buffer {
  const fields = Buffer.alloc(20); // responseFlags, cursorID (8), startingFrom, numberReturned
  fields.writeInt32LE(1, 16);
  return Buffer.concat([header(16 + 20 + body.length, responseTo, OP_REPLY), fields, body]);
}

export { EXHAUST_ALLOWED };

// ---------------------------------------------------------------------------------------------------
// Raw BSON assembly, so cursor batches are serialized once and sized exactly
// ---------------------------------------------------------------------------------------------------

/** A reply that is already BSON. */
export class RawReply {
  constructor(readonly bytes: Buffer) {}
}

function elementOf(key: string, value: unknown): Buffer {
  const doc = serializeDocument({ [key]: value });
  return doc.subarray(4, doc.length - 1);
}

/**
 * `{ cursor: { <batchField>: [...docs], id, ns, ...extra }, ok: 1 }` from pre-serialized documents, written once into
 * a buffer of its exact size: a page of guides is tens of kilobytes, and assembling it piece by piece (each level a
 * new buffer) copied it six times over, each copy a fresh allocation outside the buffer pool.
 */
export function cursorReply(
  ns: string,
  id: Long,
  batchField: 'firstBatch' | 'nextBatch',
  docs: Buffer[],
  extra: Doc = {},
): RawReply {
  const tail = [elementOf('id', id), elementOf('ns', ns)];
  for (const [key, value] of Object.entries(extra)) tail.push(elementOf(key, value));
  const ok = elementOf('ok', 1);
  // An element is its type byte, its name (C string), then its value; array element names are the indexes.
  let arraySize = 4 + 1;
  for (let i = 0; i < docs.length; i++) arraySize += 1 + String(i).length + 1 + docs[i].length;
  const cursorSize = 4 + (1 + batchField.length + 1 + arraySize) + tail.reduce((n, e) => n + e.length, 0) + 1;
  const size = 4 + (1 + 'cursor'.length + 1 + cursorSize) + ok.length + 1;
  const out = Buffer.allocUnsafe(size);
  let at = out.writeInt32LE(size, 0);
  const name = (type: number, key: string) => {
    out[at++] = type;
    at += out.write(key, at, 'latin1');
    out[at++] = 0;
  };
  name(0x03, 'cursor');
  at = out.writeInt32LE(cursorSize, at);
  name(0x04, batchField);
  at = out.writeInt32LE(arraySize, at);
  for (let i = 0; i < docs.length; i++) {
    name(0x03, String(i));
    at += docs[i].copy(out, at);
  }
  out[at++] = 0;
  for (const element of tail) at += element.copy(out, at);
  out[at++] = 0;
  at += ok.copy(out, at);
  out[at++] = 0;
  if (at !== size) throw new Error(`devdb: a cursor reply of ${size} bytes was written as ${at}`);
  return new RawReply(out);
}
