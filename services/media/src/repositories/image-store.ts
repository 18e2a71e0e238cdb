import { mongo, type Connection, Types } from 'mongoose';
import type { Readable } from 'node:stream';

export type StoredImage = { id: Types.ObjectId; length: number; stream: Readable };

/** Rendered frames as PNG files in GridFS (bucket `previewImages`); a file never changes once written. */
export class ImageStore {
  private constructor(private readonly bucket: mongo.GridFSBucket) {}

  static async open(db: Connection): Promise<ImageStore> {
    const connected = db.db ? db : await db.asPromise();
    if (!connected.db) throw new Error('the database connection is not open');
    return new ImageStore(new mongo.GridFSBucket(connected.db, { bucketName: 'previewImages' }));
  }

  put(filename: string, png: Buffer, metadata: Record<string, unknown>): Promise<Types.ObjectId> {
    return new Promise((resolve, reject) => {
      const upload = this.bucket.openUploadStream(filename, {
        metadata: { ...metadata, contentType: 'image/png' },
      });
      upload.once('error', reject);
      upload.once('finish', () => resolve(upload.id as Types.ObjectId));
      upload.end(png);
    });
  }

  async open(id: string): Promise<StoredImage | null> {
    if (!/^[0-9a-f]{24}$/i.test(id)) return null;
    const objectId = new Types.ObjectId(id);
    const [file] = await this.bucket.find({ _id: objectId }).limit(1).toArray();
    if (!file) return null;
    return { id: objectId, length: file.length, stream: this.bucket.openDownloadStream(objectId) };
  }

  async read(id: string): Promise<Buffer | null> {
    const image = await this.open(id);
    if (!image) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of image.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}
