import { createJimp } from '@jimp/core';
import jpeg from '@jimp/js-jpeg';
import { methods as resize } from '@jimp/plugin-resize';
import { looksLikeJpeg, PictureMessages } from '../../../domain/cars/pictures.ts';
import { HttpError } from '../../platform/errors.ts';

/**
 * Reading an uploaded picture and making its thumbnail. Jimp's JPEG codec and resize are plain JavaScript: the same
 * code installs from npm alone on any machine, is bundled by esbuild into the arm64 Lambda with no native binary to
 * match, and runs alike locally and in AWS. It is slower than libvips (a second or so for a 1920×1080 picture), which
 * an upload the browser has already resized can afford.
 */
const Jimp = createJimp({ formats: [jpeg], plugins: [resize] });

/** The thumbnail's box: the list row, the gallery strip and the uploader show it. */
export const THUMBNAIL = { width: 480, height: 360, quality: 80 } as const;

export interface PreparedPicture {
  original: Uint8Array;
  thumbnail: Uint8Array;
  width: number;
  height: number;
}

export const unreadablePicture = (): HttpError => new HttpError(400, PictureMessages.unreadable, { field: 'file', code: 'PictureUnreadable' });

/**
 * The picture as uploaded (kept as the original) and its thumbnail. Anything that is not a JPEG that decodes is the
 * spec's 'Det valgte billede kunne ikke indlæses.' (jpeg-js refuses images above 100 megapixels or 512 MB decoded).
 */
export const preparePicture = async (bytes: Uint8Array): Promise<PreparedPicture> => {
  if (!looksLikeJpeg(bytes)) throw unreadablePicture();
  let image: Awaited<ReturnType<typeof Jimp.read>>;
  try {
    image = await Jimp.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw unreadablePicture();
  }
  const { width, height } = image.bitmap;
  if (width < 1 || height < 1) throw unreadablePicture();
  if (width > THUMBNAIL.width || height > THUMBNAIL.height) image.scaleToFit({ w: THUMBNAIL.width, h: THUMBNAIL.height });
  const thumbnail = await image.getBuffer('image/jpeg', { quality: THUMBNAIL.quality });
  return { original: bytes, thumbnail: new Uint8Array(thumbnail), width, height };
};

/** A plain JPEG of one colour with a darker band, for demo data and tests: deterministic for the same arguments. */
export const sampleJpeg = async (options: { width: number; height: number; rgb: readonly [number, number, number]; band?: number; quality?: number }): Promise<Uint8Array> => {
  const { width, height, rgb } = options;
  const image = new Jimp({ width, height, color: 0xffffffff });
  const data = image.bitmap.data;
  const band = options.band ?? 0.5;
  for (let y = 0; y < height; y += 1) {
    // A horizon: sky above the band, a darker road below, so thumbnails of demo cars look like something.
    const shade = y / height < band ? 1 : 0.55;
    const light = 1 - (0.25 * y) / height;
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      data[at] = Math.round(rgb[0] * shade * light);
      data[at + 1] = Math.round(rgb[1] * shade * light);
      data[at + 2] = Math.round(rgb[2] * shade * light);
      data[at + 3] = 255;
    }
  }
  return new Uint8Array(await image.getBuffer('image/jpeg', { quality: options.quality ?? 85 }));
};
