import { resetDocumentBytes, storedDocumentBytes } from '../src/document-bytes';
import { BSON } from 'mongodb';

/** A stored document of about 100 bytes once serialized. */
const guide = (n: number) => ({ _id: n, title: `Guide ${n}`, description: 'x'.repeat(60 + (n % 7)) });

describe("find's kept document bytes", () => {
  afterAll(() => resetDocumentBytes());

  it('gives the same bytes for a document read again, and its BSON', () => {
    resetDocumentBytes(4096);
    const doc = guide(1);
    const first = storedDocumentBytes(doc);
    expect(storedDocumentBytes(doc)).toBe(first);
    expect(BSON.deserialize(first)).toEqual(doc);
  });

  it('starts over on a new slab when full, leaving bytes handed out before intact', () => {
    resetDocumentBytes(4096);
    const docs = Array.from({ length: 200 }, (_, n) => guide(n));
    const handedOut = docs.map((doc) => storedDocumentBytes(doc));
    // 200 documents of about 100 bytes fill a 4 KB slab several times over.
    handedOut.forEach((bytes, n) => expect(BSON.deserialize(bytes)).toEqual(docs[n]));
    // The first documents' entries went with their slab: they are serialized again, into the current one.
    const again = storedDocumentBytes(docs[0]);
    expect(again).not.toBe(handedOut[0]);
    expect(BSON.deserialize(again)).toEqual(docs[0]);
    expect(BSON.deserialize(handedOut[0])).toEqual(docs[0]);
  });

  it('never keeps a document larger than the slab', () => {
    resetDocumentBytes(64);
    const doc = guide(3);
    const bytes = storedDocumentBytes(doc);
    expect(BSON.deserialize(bytes)).toEqual(doc);
    expect(storedDocumentBytes(doc)).not.toBe(bytes);
  });
});
