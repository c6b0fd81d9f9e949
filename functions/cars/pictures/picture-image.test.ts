import { describe, expect, it } from 'vitest';
import { PictureMessages } from '../../../domain/cars/pictures.ts';
import { preparePicture, sampleJpeg, THUMBNAIL } from './picture-image.ts';
import { pictureFileName } from './picture-store.ts';

describe('a picture as the server reads it', () => {
  it('keeps the original as uploaded and makes a thumbnail that fits 480×360', async () => {
    const original = await sampleJpeg({ width: 960, height: 540, rgb: [20, 120, 200] });
    const prepared = await preparePicture(original);
    expect(prepared).toMatchObject({ width: 960, height: 540 });
    expect(prepared.original).toBe(original);
    const thumbnail = await preparePicture(prepared.thumbnail);
    expect(thumbnail).toMatchObject({ width: THUMBNAIL.width, height: 270 });
    const portrait = await preparePicture(await sampleJpeg({ width: 300, height: 600, rgb: [1, 2, 3] }));
    expect(await preparePicture(portrait.thumbnail)).toMatchObject({ width: 180, height: 360 });
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
