import sharp from 'sharp';

/** Image types a user may upload anywhere on the platform (each is re-encoded on the server). */
export const uploadableImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadableImageType = (typeof uploadableImageTypes)[number];

const formatTypes: Record<string, UploadableImageType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The bytes are not a JPEG, PNG or WebP picture sharp can read (whatever the request claimed). */
export class UnreadableImageError extends Error {
  constructor() {
    super('not a JPEG, PNG or WebP image');
    this.name = 'UnreadableImageError';
  }
}

/** Largest picture decoded (pixels), so a small file that expands to a huge bitmap is refused. */
const maxInputPixels = 50_000_000;

/** The upload's type as its bytes show it (not as the request declared it); throws UnreadableImageError. */
export async function uploadedImageType(input: Buffer): Promise<UploadableImageType> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: maxInputPixels }).metadata()).format;
  } catch {
    throw new UnreadableImageError();
  }
  const type = format ? formatTypes[format] : undefined;
  if (!type) throw new UnreadableImageError();
  return type;
}

export type ReencodeOptions = {
  /** The picture is scaled down (never up) to fit this box, keeping its proportions. */
  maxWidth: number;
  maxHeight: number;
  /** Output type: the upload's own (default) or WebP. */
  format?: 'same' | 'webp';
  quality?: number;
  /** `cover` crops to exactly maxWidth × maxHeight (thumbnails); `inside` (default) only shrinks. */
  fit?: 'inside' | 'cover';
};

export type ReencodedImage = {
  data: Buffer;
  contentType: UploadableImageType;
  width: number;
  height: number;
};

/**
 * Re-encodes an uploaded picture: it is turned upright by its EXIF orientation, scaled to fit the box, and written
 * without any metadata (EXIF, GPS position, camera, owner, ICC profile), because sharp writes none unless asked.
 * Throws UnreadableImageError for anything that is not a readable JPEG, PNG or WebP.
 */
export async function reencodeImage(input: Buffer, options: ReencodeOptions): Promise<ReencodedImage> {
  const sourceType = await uploadedImageType(input);
  const contentType: UploadableImageType = options.format === 'webp' ? 'image/webp' : sourceType;
  const quality = options.quality ?? 85;
  const pipeline = sharp(input, { limitInputPixels: maxInputPixels })
    .rotate()
    .resize(options.maxWidth, options.maxHeight, {
      fit: options.fit ?? 'inside',
      withoutEnlargement: (options.fit ?? 'inside') === 'inside',
    });
  const encoded =
    contentType === 'image/jpeg'
      ? pipeline.jpeg({ quality, mozjpeg: true })
      : contentType === 'image/png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.webp({ quality });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, contentType, width: info.width, height: info.height };
  } catch {
    throw new UnreadableImageError();
  }
}
