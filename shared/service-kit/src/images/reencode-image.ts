import sharp from 'sharp';

/** Image types a user may upload anywhere on the platform (each is re-encoded on the server). */
export const uploadableImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadableImageType = (typeof uploadableImageTypes)[number];

const formatTypes: Record<string, UploadableImageType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * The bytes are not a JPEG, PNG or WebP picture sharp can read (whatever the request claimed). `reason` tells which:
 * another type (`type`), a picture over `maxImagePixels` (`too-large`, with its size), or a file whose header is a
 * picture's but whose picture cannot be decoded, as when it was cut short (`damaged`).
 */
export class UnreadableImageError extends Error {
  constructor(
    readonly reason: 'type' | 'too-large' | 'damaged' = 'type',
    readonly size?: { width: number; height: number },
  ) {
    super(
      reason === 'too-large'
        ? `a picture of ${size?.width} × ${size?.height} pixels, over ${maxImagePixels / 1_000_000} megapixels`
        : reason === 'damaged'
          ? 'a picture that cannot be read (incomplete or damaged)'
          : 'not a JPEG, PNG or WebP image',
    );
    this.name = 'UnreadableImageError';
  }
}

/** Largest picture decoded (pixels), so a small file that expands to a huge bitmap is refused. */
export const maxImagePixels = 50_000_000;
const maxInputPixels = maxImagePixels;

/** The upload's type as its bytes show it (not as the request declared it); throws UnreadableImageError. */
export async function uploadedImageType(input: Buffer): Promise<UploadableImageType> {
  let metadata: sharp.Metadata;
  try {
    // Only the header is read here, so no limit: a picture over it is told apart from a file of another type.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnreadableImageError();
  }
  const type = metadata.format ? formatTypes[metadata.format] : undefined;
  if (!type) throw new UnreadableImageError();
  const { width = 0, height = 0 } = metadata;
  if (width * height > maxInputPixels) throw new UnreadableImageError('too-large', { width, height });
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
    throw new UnreadableImageError('damaged');
  }
}
