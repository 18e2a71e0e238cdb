import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { mongo, type Connection, type Types } from 'mongoose';
import { casePhotoTypes, type CasePhotoType } from '@claims/contracts';

export class UnsupportedPhotoError extends Error {
  constructor() {
    super('Photos must be JPEG, PNG or WebP images');
    this.name = 'UnsupportedPhotoError';
  }
}

/** A stored photo: the re-encoded image and its thumbnail, both in GridFS. */
export type StoredPhoto = {
  fileId: Types.ObjectId;
  thumbnailFileId: Types.ObjectId;
  contentType: CasePhotoType;
  width: number;
  height: number;
  bytes: number;
};

const formatTypes: Record<string, CasePhotoType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
/** Longest side kept for the full image, and of the thumbnail the timeline and page show. */
const fullMaxSide = 2560;
const thumbnailSide = 320;
export const thumbnailType = 'image/webp';

/**
 * Re-encodes an uploaded photo: the type is read from the bytes (not trusted from the header), the
 * picture is turned upright by its EXIF orientation, and everything else in the metadata (GPS position,
 * camera, owner) is dropped, because sharp writes none unless asked.
 */
export async function reencodePhoto(input: Buffer): Promise<{
  image: Buffer;
  thumbnail: Buffer;
  contentType: CasePhotoType;
  width: number;
  height: number;
}> {
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw new UnsupportedPhotoError();
  }
  const contentType = format ? formatTypes[format] : undefined;
  if (!contentType || !casePhotoTypes.includes(contentType)) throw new UnsupportedPhotoError();
  const upright = () =>
    sharp(input, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(fullMaxSide, fullMaxSide, { fit: 'inside', withoutEnlargement: true });
  const encoded =
    contentType === 'image/jpeg'
      ? upright().jpeg({ quality: 85, mozjpeg: true })
      : contentType === 'image/png'
        ? upright().png({ compressionLevel: 9 })
        : upright().webp({ quality: 85 });
  try {
    const { data: image, info } = await encoded.toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(image)
      .resize(thumbnailSide, thumbnailSide, { fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer();
    return { image, thumbnail, contentType, width: info.width, height: info.height };
  } catch {
    throw new UnsupportedPhotoError();
  }
}

/** Case photos in the GridFS bucket `case_photos`. */
export class CasePhotoStore {
  private readonly bucket: mongo.GridFSBucket;

  constructor(db: Connection) {
    this.bucket = new mongo.GridFSBucket(db.db as unknown as mongo.Db, { bucketName: 'case_photos' });
  }

  async save(caseId: string, input: Buffer): Promise<StoredPhoto> {
    const photo = await reencodePhoto(input);
    const [fileId, thumbnailFileId] = await Promise.all([
      this.upload(`${caseId}-full`, photo.image, photo.contentType, caseId),
      this.upload(`${caseId}-thumb`, photo.thumbnail, thumbnailType, caseId),
    ]);
    return {
      fileId,
      thumbnailFileId,
      contentType: photo.contentType,
      width: photo.width,
      height: photo.height,
      bytes: photo.image.length,
    };
  }

  /** Removes a stored photo that could not be attached (the case reached its limit meanwhile). */
  async remove(photo: Pick<StoredPhoto, 'fileId' | 'thumbnailFileId'>): Promise<void> {
    await Promise.allSettled([this.bucket.delete(photo.fileId), this.bucket.delete(photo.thumbnailFileId)]);
  }

  open(fileId: Types.ObjectId): NodeJS.ReadableStream {
    return this.bucket.openDownloadStream(fileId);
  }

  private upload(
    filename: string,
    data: Buffer,
    contentType: string,
    caseId: string,
  ): Promise<Types.ObjectId> {
    return new Promise((resolve, reject) => {
      const upload = this.bucket.openUploadStream(filename, { metadata: { caseId, contentType } });
      Readable.from([data])
        .pipe(upload)
        .on('error', reject)
        .on('finish', () => resolve(upload.id as Types.ObjectId));
    });
  }
}

/**
 * Signed photo addresses: an `<img>` cannot send the Bearer token, so the case page gets addresses that
 * work for a few minutes and only for the photo they name. They are handed out only to users who may see
 * the case.
 */
export class PhotoLinkSigner {
  constructor(
    private readonly secret: Buffer,
    private readonly ttlSeconds: number,
  ) {}

  static fromSigningKey(privateKeyPem: string, ttlSeconds: number): PhotoLinkSigner {
    const secret = crypto.createHash('sha256').update('case-photo-links\n').update(privateKeyPem).digest();
    return new PhotoLinkSigner(secret, ttlSeconds);
  }

  url(caseId: string, photoId: string, variant: 'full' | 'thumb', now = Date.now()): string {
    const expires = Math.floor(now / 1000) + this.ttlSeconds;
    const signature = this.signature(caseId, photoId, variant, expires);
    return `/api/trial/cases/${caseId}/photos/${photoId}?variant=${variant}&expires=${expires}&signature=${signature}`;
  }

  verify(
    caseId: string,
    photoId: string,
    variant: string,
    expires: number,
    signature: string,
    now = Date.now(),
  ): boolean {
    if (expires * 1000 < now) return false;
    const expected = Buffer.from(this.signature(caseId, photoId, variant, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }

  private signature(caseId: string, photoId: string, variant: string, expires: number): string {
    return crypto
      .createHmac('sha256', this.secret)
      .update(`${caseId}.${photoId}.${variant}.${expires}`)
      .digest('base64url');
  }
}
