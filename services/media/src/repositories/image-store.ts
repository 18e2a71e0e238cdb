import crypto from 'node:crypto';
import { mongo, type Connection, Types } from 'mongoose';
import type { Readable } from 'node:stream';

export type StoredImage = { id: Types.ObjectId; length: number; stream: Readable };

/** Which attempt of a job rendered a frame (kept in the file's metadata). */
export type FrameMetadata = { jobId: Types.ObjectId; index: number; attempt: number };

/**
 * Rendered frames as PNG files in GridFS (bucket `previewImages`); a file never changes once written. Each file
 * records the job and the attempt that rendered it, so the frames of an attempt that did not finish can be
 * found and removed (`removeFrames`).
 */
export class ImageStore {
  private constructor(
    private readonly bucket: mongo.GridFSBucket,
    private readonly files: mongo.Collection,
  ) {}

  static async open(db: Connection): Promise<ImageStore> {
    const connected = db.db ? db : await db.asPromise();
    if (!connected.db) throw new Error('the database connection is not open');
    const files = connected.db.collection('previewImages.files');
    await files.createIndex({ 'metadata.jobId': 1, 'metadata.attempt': 1 });
    return new ImageStore(new mongo.GridFSBucket(connected.db, { bucketName: 'previewImages' }), files);
  }

  put(filename: string, png: Buffer, metadata: FrameMetadata): Promise<Types.ObjectId> {
    return new Promise((resolve, reject) => {
      const upload = this.bucket.openUploadStreamWithId(unguessableId(), filename, {
        metadata: { ...metadata, contentType: 'image/png' },
      });
      upload.once('error', reject);
      upload.once('finish', () => resolve(upload.id as Types.ObjectId));
      upload.end(png);
    });
  }

  /**
   * Removes a job's frames: all of them, those of one attempt (`attempt`), or all but one attempt's
   * (`exceptAttempt`). Returns how many files were removed.
   */
  async removeFrames(
    jobId: Types.ObjectId,
    which: { attempt?: number; exceptAttempt?: number } = {},
  ): Promise<number> {
    const filter: Record<string, unknown> = { 'metadata.jobId': jobId };
    if (which.attempt !== undefined) filter['metadata.attempt'] = which.attempt;
    if (which.exceptAttempt !== undefined) filter['metadata.attempt'] = { $ne: which.exceptAttempt };
    const stale = await this.files.find(filter, { projection: { _id: 1 } }).toArray();
    for (const file of stale) await this.remove(file._id as Types.ObjectId);
    return stale.length;
  }

  /** Removes one file and its chunks (a file already gone is not an error). */
  async remove(id: Types.ObjectId): Promise<void> {
    try {
      await this.bucket.delete(id);
    } catch (error) {
      if (!(error instanceof mongo.MongoRuntimeError && /File not found/i.test(error.message))) throw error;
    }
  }

  /** The ids of a job's stored frames (every attempt), oldest first. */
  async framesOf(jobId: Types.ObjectId): Promise<Types.ObjectId[]> {
    const files = await this.files
      .find({ 'metadata.jobId': jobId }, { projection: { _id: 1 } })
      .sort({ _id: 1 })
      .toArray();
    return files.map((file) => file._id as Types.ObjectId);
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

/**
 * An id made of 12 random bytes instead of a time and a counter: a preview job and its frames are read by their id
 * alone (the visitor who asked holds it), so the next one must not be guessable from one's own. The job's order
 * comes from `createdAt`, never from the id.
 */
export function unguessableId(): Types.ObjectId {
  return new Types.ObjectId(crypto.randomBytes(12));
}
