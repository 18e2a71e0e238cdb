import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { GridFSBucket } from 'mongodb';
import { startTarget, type Target } from './support/target';

let target: Target;

beforeAll(async () => {
  target = await startTarget('gridfs');
});

afterAll(async () => {
  await target.stop();
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('GridFS', () => {
  it('uploads, finds, downloads (whole and ranged), renames and deletes a file', async () => {
    const bucket = new GridFSBucket(target.db, { bucketName: 'media', chunkSizeBytes: 64 * 1024 });
    const content = randomBytes(300 * 1024 + 17);
    const upload = bucket.openUploadStream('preview.png', { metadata: { jobId: 'j1' } });
    await new Promise<void>((resolve, reject) => {
      Readable.from([content])
        .pipe(upload)
        .on('finish', () => resolve())
        .on('error', reject);
    });
    const files = await bucket.find({ 'metadata.jobId': 'j1' }).toArray();
    expect(files).toHaveLength(1);
    expect(files[0].length).toBe(content.length);
    expect(await target.collection('media.chunks').countDocuments({ files_id: upload.id })).toBe(5);

    expect((await readAll(bucket.openDownloadStream(upload.id))).equals(content)).toBe(true);
    expect((await readAll(bucket.openDownloadStreamByName('preview.png'))).equals(content)).toBe(true);
    const ranged = await readAll(bucket.openDownloadStream(upload.id, { start: 70_000, end: 140_000 }));
    expect(ranged.equals(content.subarray(70_000, 140_000))).toBe(true);

    await bucket.rename(upload.id, 'renamed.png');
    expect((await bucket.find({ filename: 'renamed.png' }).toArray()).length).toBe(1);
    await bucket.delete(upload.id);
    expect(await bucket.find().toArray()).toEqual([]);
    expect(await target.collection('media.chunks').countDocuments()).toBe(0);
  });

  it('keeps the indexes GridFS relies on', async () => {
    const bucket = new GridFSBucket(target.db, { bucketName: 'docs' });
    const upload = bucket.openUploadStream('a.txt');
    upload.end(Buffer.from('hello'));
    await new Promise((resolve) => upload.once('finish', resolve));
    const chunkIndexes = await target.collection('docs.chunks').listIndexes().toArray();
    expect(chunkIndexes.find((i) => i.name === 'files_id_1_n_1')).toMatchObject({ unique: true });
    const fileIndexes = await target.collection('docs.files').listIndexes().toArray();
    expect(fileIndexes.map((i) => i.name)).toContain('filename_1_uploadDate_1');
  });
});
