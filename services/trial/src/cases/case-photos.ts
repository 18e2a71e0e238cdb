import crypto from 'node:crypto';
import { GridFsFiles, maxImagePixels, reencodeImage, UnreadableImageError } from '@claims/service-kit/images';
import type { Connection, Types } from 'mongoose';
import { casePhotoTypes, type CasePhotoType } from '@claims/contracts';

export class UnsupportedPhotoError extends Error {
  constructor(message = 'Photos must be JPEG, PNG or WebP images') {
    super(message);
    this.name = 'UnsupportedPhotoError';
  }
}

/** What the uploader is told for each way a picture can be refused. */
function refusal(error: UnreadableImageError): UnsupportedPhotoError {
  if (error.reason === 'too-large' && error.size)
    return new UnsupportedPhotoError(
      `Photos can be at most ${maxImagePixels / 1_000_000} megapixels; this one is ${error.size.width} × ${error.size.height} pixels`,
    );
  if (error.reason === 'damaged')
    return new UnsupportedPhotoError('This photo could not be read: the file may be incomplete or damaged');
  return new UnsupportedPhotoError();
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

/** Longest side kept for the full image, and of the thumbnail the timeline and page show. */
const fullMaxSide = 2560;
const thumbnailSide = 320;
export const thumbnailType = 'image/webp';

/**
 * Re-encodes an uploaded photo: the type is read from the bytes (not trusted from the header), the
 * picture is turned upright by its EXIF orientation, and everything else in the metadata (GPS position,
 * camera, owner) is dropped (service-kit's reencodeImage).
 */
export async function reencodePhoto(input: Buffer): Promise<{
  image: Buffer;
  thumbnail: Buffer;
  contentType: CasePhotoType;
  width: number;
  height: number;
}> {
  try {
    const full = await reencodeImage(input, { maxWidth: fullMaxSide, maxHeight: fullMaxSide });
    if (!casePhotoTypes.includes(full.contentType)) throw new UnsupportedPhotoError();
    const thumbnail = await reencodeImage(full.data, {
      maxWidth: thumbnailSide,
      maxHeight: thumbnailSide,
      fit: 'cover',
      format: 'webp',
      quality: 75,
    });
    return {
      image: full.data,
      thumbnail: thumbnail.data,
      contentType: full.contentType,
      width: full.width,
      height: full.height,
    };
  } catch (error) {
    if (error instanceof UnreadableImageError) throw refusal(error);
    throw error;
  }
}

/** Case photos in the GridFS bucket `case_photos`. */
export class CasePhotoStore {
  private readonly files: GridFsFiles;

  constructor(db: Connection) {
    this.files = new GridFsFiles(db, 'case_photos');
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
    await this.files.delete([photo.fileId, photo.thumbnailFileId]);
  }

  open(fileId: Types.ObjectId): NodeJS.ReadableStream {
    return this.files.open(fileId);
  }

  private upload(
    filename: string,
    data: Buffer,
    contentType: string,
    caseId: string,
  ): Promise<Types.ObjectId> {
    return this.files.put(filename, data, { caseId, contentType });
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
