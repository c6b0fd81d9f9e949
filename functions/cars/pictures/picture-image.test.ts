import { describe, expect, it } from 'vitest';
import { PictureMessages } from '../../../domain/cars/pictures.ts';
import { endsAtEndOfImage, holds, jpegMarkers, TRAILING_PAGE, withGpsAndTrailingPage } from './jpeg-segments.test-support.ts';
import { preparePicture, sampleJpeg, THUMBNAIL } from './picture-image.ts';
import { pictureFileName } from './picture-store.ts';

// Decoding and encoding in plain JavaScript takes a while on a busy machine.
describe('a picture as the server reads it', { timeout: 20_000 }, () => {
  it('keeps the original at its size and makes a thumbnail that fits 480×360', async () => {
    const original = await sampleJpeg({ width: 960, height: 540, rgb: [20, 120, 200] });
    const prepared = await preparePicture(original);
    expect(prepared).toMatchObject({ width: 960, height: 540 });
    const thumbnail = await preparePicture(prepared.thumbnail);
    expect(thumbnail).toMatchObject({ width: THUMBNAIL.width, height: 270 });
    const portrait = await preparePicture(await sampleJpeg({ width: 300, height: 600, rgb: [1, 2, 3] }));
    expect(await preparePicture(portrait.thumbnail)).toMatchObject({ width: 180, height: 360 });
  });

  it('keeps neither the EXIF block with its GPS position nor what follows the image, in the original or the thumbnail', async () => {
    const uploaded = withGpsAndTrailingPage(await sampleJpeg({ width: 960, height: 540, rgb: [200, 40, 40] }));
    expect(jpegMarkers(uploaded)).toContain(0xffe1);
    expect(holds(uploaded, 'Exif')).toBe(true);
    expect(holds(uploaded, TRAILING_PAGE)).toBe(true);
    const prepared = await preparePicture(uploaded);
    for (const stored of [prepared.original, prepared.thumbnail]) {
      expect(jpegMarkers(stored)).not.toContain(0xffe1);
      expect(holds(stored, 'Exif')).toBe(false);
      expect(holds(stored, '<script>')).toBe(false);
      expect(endsAtEndOfImage(stored)).toBe(true);
    }
    expect(await preparePicture(prepared.original)).toMatchObject({ width: 960, height: 540 });
  });

  it('turns a picture as its EXIF orientation says, so it shows upright without the EXIF', async () => {
    const sideways = withGpsAndTrailingPage(await sampleJpeg({ width: 320, height: 180, rgb: [10, 10, 10] }), 6);
    const prepared = await preparePicture(sideways);
    expect(prepared).toMatchObject({ width: 180, height: 320 });
    expect(jpegMarkers(prepared.original)).not.toContain(0xffe1);
    expect(await preparePicture(prepared.original)).toMatchObject({ width: 180, height: 320 });
  });

  it('does not enlarge a small picture', async () => {
    const small = await preparePicture(await sampleJpeg({ width: 64, height: 48, rgb: [200, 200, 200] }));
    expect(await preparePicture(small.thumbnail)).toMatchObject({ width: 64, height: 48 });
  });

  it("refuses what is not a JPEG that decodes, with the spec's text", async () => {
    for (const bytes of [Uint8Array.from([0x89, 0x50, 0x4e, 0x47]), Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2]), new Uint8Array()]) {
      await expect(preparePicture(bytes)).rejects.toMatchObject({ statusCode: 400, message: PictureMessages.unreadable, details: { code: 'PictureUnreadable' } });
    }
  });

  it('draws the same sample picture for the same arguments', async () => {
    const a = await sampleJpeg({ width: 32, height: 18, rgb: [5, 6, 7] });
    const b = await sampleJpeg({ width: 32, height: 18, rgb: [5, 6, 7] });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('names a download after the car, in plain letters', () => {
    expect(pictureFileName('Škoda Octavia Combi 1,5 TSI', 3)).toBe('Skoda-Octavia-Combi-1-5-TSI-3.jpg');
    expect(pictureFileName('Citroën Ø-bil æøå', 1)).toBe('Citroen-Oe-bil-aeoeaa-1.jpg');
    expect(pictureFileName('***', 2)).toBe('bil-2.jpg');
  });
});
