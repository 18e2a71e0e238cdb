import { Types, type Connection } from 'mongoose';
import {
  guideImageLimits,
  guideImagePath,
  uploadedGuideImageId,
  type GuideImageUploadResponse,
  type GuideImageWidth,
} from '@claims/contracts';
import { GridFsFiles, reencodeImage } from '@claims/service-kit/images';
import {
  guideImageModel,
  type GuideImageModel,
  type GuideImageRecord,
  type GuideImageVariant,
} from '../models/guide-image';

/** Every stored width is WebP: smaller than JPEG or PNG at the same quality, and shown by every browser. */
export const guideImageContentType = 'image/webp';

/** An id in the form the store uses; anything else names no picture. */
function parseImageId(id: string): Types.ObjectId | null {
  return /^[0-9a-f]{24}$/i.test(id) ? new Types.ObjectId(id) : null;
}

/** A picture of a guide body (`imageUrl` of the guide or a step) that is an uploaded one, by id. */
export function uploadedImagesOf(body: {
  imageUrl?: string | null;
  steps?: readonly { imageUrl?: string | null }[];
}): { path: string; id: string }[] {
  const found: { path: string; id: string }[] = [];
  const cover = uploadedGuideImageId(body.imageUrl);
  if (cover) found.push({ path: 'imageUrl', id: cover });
  (body.steps ?? []).forEach((step, index) => {
    const id = uploadedGuideImageId(step.imageUrl);
    if (id) found.push({ path: `steps.${index}.imageUrl`, id });
  });
  return found;
}

/**
 * Uploaded cover and step pictures: re-encoded (upright, metadata stripped) at up to three widths, the files in
 * GridFS (bucket `guide_image_files`) and one `guide_images` document per upload naming them.
 */
export class GuideImageStore {
  private constructor(
    private readonly images: GuideImageModel,
    private readonly files: GridFsFiles,
    private readonly uploadsPerHour: number,
  ) {}

  static async open(db: Connection, options: { uploadsPerHour: number }): Promise<GuideImageStore> {
    const store = new GuideImageStore(
      guideImageModel(db),
      new GridFsFiles(db, 'guide_image_files'),
      options.uploadsPerHour,
    );
    await store.images.init();
    return store;
  }

  /**
   * Re-encodes and stores an upload; throws UnreadableImageError (service-kit) when it is not a JPEG, PNG or WebP.
   * The widest copy fits 1600 × 4000; narrower copies are kept only where they are smaller than it.
   */
  async save(userId: string, input: Buffer, now = new Date()): Promise<GuideImageUploadResponse> {
    const widest = Math.max(...guideImageLimits.widths) as GuideImageWidth;
    const full = await reencodeImage(input, {
      maxWidth: widest,
      maxHeight: guideImageLimits.heightMax,
      format: 'webp',
      quality: 82,
    });
    const copies = [{ width: widest, image: full }];
    for (const width of guideImageLimits.widths) {
      if (width >= full.width) continue;
      copies.push({
        width,
        image: await reencodeImage(full.data, {
          maxWidth: width,
          maxHeight: guideImageLimits.heightMax,
          format: 'webp',
          quality: 80,
        }),
      });
    }
    const id = new Types.ObjectId();
    const stored: GuideImageVariant[] = [];
    try {
      for (const { width, image } of copies) {
        const fileId = await this.files.put(`${id.toHexString()}-${width}.webp`, image.data, {
          contentType: guideImageContentType,
          imageId: id.toHexString(),
        });
        stored.push({
          width,
          fileId,
          pixelWidth: image.width,
          pixelHeight: image.height,
          bytes: image.data.length,
        });
      }
      await this.images.create({
        _id: id,
        userId,
        width: full.width,
        height: full.height,
        variants: stored.sort((a, b) => a.width - b.width),
        createdAt: now,
        usedAt: null,
      });
    } catch (error) {
      await this.files.delete(stored.map((variant) => variant.fileId));
      throw error;
    }
    return {
      id: id.toHexString(),
      url: guideImagePath(id.toHexString()),
      width: full.width,
      height: full.height,
    };
  }

  /** Whether the user has uploaded as many pictures in the last hour as one may (counted across instances). */
  async reachedUploadLimit(userId: string, now = Date.now()): Promise<boolean> {
    const since = new Date(now - 60 * 60 * 1000);
    return (await this.images.countDocuments({ userId, createdAt: { $gte: since } })) >= this.uploadsPerHour;
  }

  /**
   * The stored copy to serve for `width` (the narrowest at least that wide, else the widest), or null when there
   * is no such picture.
   */
  async variantFor(imageId: string, width: GuideImageWidth | undefined): Promise<GuideImageVariant | null> {
    const id = parseImageId(imageId);
    if (!id) return null;
    const record = await this.images.findById(id, { variants: 1 }).lean<Pick<GuideImageRecord, 'variants'>>();
    if (!record || record.variants.length === 0) return null;
    const byWidth = [...record.variants].sort((a, b) => a.width - b.width);
    return byWidth.find((variant) => width !== undefined && variant.width >= width) ?? byWidth.at(-1)!;
  }

  open(variant: GuideImageVariant): NodeJS.ReadableStream {
    return this.files.open(variant.fileId);
  }

  /**
   * Marks pictures as used by a guide being saved, so the cleanup keeps them; answers the ids that name no stored
   * picture (removed by the cleanup, or never uploaded).
   */
  async markUsed(imageIds: readonly string[], now = new Date()): Promise<string[]> {
    const ids = [...new Set(imageIds)];
    if (ids.length === 0) return [];
    const objectIds = ids.map((id) => new Types.ObjectId(id));
    await this.images.updateMany({ _id: { $in: objectIds } }, { $set: { usedAt: now } });
    const existing = await this.images.find({ _id: { $in: objectIds } }, { _id: 1 }).lean();
    const known = new Set(existing.map((record) => record._id.toHexString()));
    return ids.filter((id) => !known.has(id));
  }

  /**
   * Removes pictures that no guide names any more (their guide was deleted, or an edit dropped them), so their
   * addresses answer 404; answers how many. A picture a save has marked as used after `namedSince` is kept: a guide
   * being saved meanwhile names it.
   */
  async removeUnnamed(imageIds: readonly string[], namedSince: Date): Promise<number> {
    const ids = [...new Set(imageIds)].map(parseImageId).filter((id): id is Types.ObjectId => id !== null);
    if (ids.length === 0) return 0;
    const records = await this.images
      .find({ _id: { $in: ids } }, { variants: 1 })
      .lean<Pick<GuideImageRecord, '_id' | 'variants'>[]>();
    let removed = 0;
    for (const record of records) {
      // The document goes first, and only if no save has marked it since: its files are then unreachable.
      const deleted = await this.images.deleteOne({
        _id: record._id,
        $or: [{ usedAt: null }, { usedAt: { $lte: namedSince } }],
      });
      if (deleted.deletedCount !== 1) continue;
      await this.files.delete(record.variants.map((variant) => variant.fileId));
      removed++;
    }
    return removed;
  }

  /** Removes pictures uploaded before `before` that no saved guide has named; answers how many. */
  async removeUnused(before: Date): Promise<number> {
    const stale = await this.images
      .find({ usedAt: null, createdAt: { $lt: before } }, { variants: 1 })
      .limit(1000)
      .lean<Pick<GuideImageRecord, '_id' | 'variants'>[]>();
    let removed = 0;
    for (const record of stale) {
      // The document goes first and only if still unused: a guide saved meanwhile keeps its picture.
      const deleted = await this.images.deleteOne({ _id: record._id, usedAt: null });
      if (deleted.deletedCount !== 1) continue;
      await this.files.delete(record.variants.map((variant) => variant.fileId));
      removed++;
    }
    return removed;
  }
}
