import { Readable } from 'node:stream';
import { mongo, type Connection, type Types } from 'mongoose';

/** Files in one GridFS bucket: written once from a buffer, streamed back, deleted. */
export class GridFsFiles {
  private readonly bucket: mongo.GridFSBucket;

  constructor(db: Connection, bucketName: string) {
    this.bucket = new mongo.GridFSBucket(db.db as unknown as mongo.Db, { bucketName });
  }

  /** Stores `data` as a new file; its content type goes into the file's metadata. */
  put(filename: string, data: Buffer, metadata: { contentType: string } & Record<string, unknown>) {
    return new Promise<Types.ObjectId>((resolve, reject) => {
      const upload = this.bucket.openUploadStream(filename, { metadata });
      Readable.from([data])
        .pipe(upload)
        .on('error', reject)
        .on('finish', () => resolve(upload.id as Types.ObjectId));
    });
  }

  open(fileId: Types.ObjectId): NodeJS.ReadableStream {
    return this.bucket.openDownloadStream(fileId);
  }

  /** Removes the files; missing ones are ignored. */
  async delete(fileIds: readonly Types.ObjectId[]): Promise<void> {
    await Promise.allSettled(fileIds.map((fileId) => this.bucket.delete(fileId)));
  }
}
