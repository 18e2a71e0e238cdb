import sharp from 'sharp';
import { reencodeImage, UnreadableImageError, uploadedImageType } from '../../src/images';

const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .toFormat(format)
    .toBuffer();

describe('reencodeImage', () => {
  it('drops EXIF (camera, GPS) and turns the picture upright by its orientation', async () => {
    const withExif = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#118844' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Owner at 32.7555,-97.3308' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const result = await reencodeImage(withExif, { maxWidth: 1000, maxHeight: 1000 });
    const stored = await sharp(result.data).metadata();
    expect(stored.exif).toBeUndefined();
    expect(result.data.includes(Buffer.from('SecretCam'))).toBe(false);
    expect([result.contentType, result.width, result.height]).toEqual(['image/jpeg', 30, 60]);
  });

  it('scales down to fit the box, never up, and can write WebP', async () => {
    const big = await reencodeImage(await picture('png', 2000, 1000), { maxWidth: 800, maxHeight: 800 });
    expect([big.contentType, big.width, big.height]).toEqual(['image/png', 800, 400]);
    const small = await reencodeImage(await picture('jpeg', 100, 50), {
      maxWidth: 800,
      maxHeight: 800,
      format: 'webp',
    });
    expect([small.contentType, small.width, small.height]).toEqual(['image/webp', 100, 50]);
    expect((await sharp(small.data).metadata()).format).toBe('webp');
  });

  it('reads the type from the bytes and refuses GIFs and non-images', async () => {
    expect(await uploadedImageType(await picture('webp', 10, 10))).toBe('image/webp');
    await expect(uploadedImageType(await picture('gif', 10, 10))).rejects.toThrow(UnreadableImageError);
    await expect(
      reencodeImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
        maxWidth: 10,
        maxHeight: 10,
      }),
    ).rejects.toThrow(UnreadableImageError);
  });
});
