/**
 * `@claims/service-kit/images`: uploaded pictures, re-encoded without metadata (sharp) and kept in GridFS.
 * A subpath of its own, so services that take no uploads never load sharp.
 */
export {
  maxImagePixels,
  reencodeImage,
  uploadedImageType,
  uploadableImageTypes,
  UnreadableImageError,
  type ReencodeOptions,
  type ReencodedImage,
  type UploadableImageType,
} from './images/reencode-image';
export { GridFsFiles } from './images/gridfs-files';
