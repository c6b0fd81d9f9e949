import { createJimp } from '@jimp/core';
import jpeg from '@jimp/js-jpeg';
import { methods as resize } from '@jimp/plugin-resize';
import { looksLikeJpeg, PictureMessages } from '../../../domain/cars/pictures.ts';
import { HttpError } from '../../platform/errors.ts';

/**
 * Reading an uploaded picture and making its thumbnail. Jimp's JPEG codec and resize are plain JavaScript: the same
 * code installs from npm alone on any machine, is bundled by esbuild into the arm64 Lambda with no native binary to
 * match, and runs alike locally and in AWS. It is slower than libvips, which an upload the browser has already resized
 * can afford: reading, encoding the original anew and making the thumbnail took 0.35–0.4 s of CPU for a 1920×1080
 * picture and 1.5–2 s for a 4000×3000 one (measured on an x86-64 core; a 1 GB Lambda has about 0.6 of a vCPU).
 */
const Jimp = createJimp({ formats: [jpeg], plugins: [resize] });

/** The thumbnail's box: the list row, the gallery strip and the uploader show it. */
export const THUMBNAIL = { width: 480, height: 360, quality: 80 } as const;

/** The stored original's JPEG quality: close to the browser's 95, so a second encoding loses next to nothing. */
export const ORIGINAL_QUALITY = 90;

export interface PreparedPicture {
  original: Uint8Array;
  thumbnail: Uint8Array;
  width: number;
  height: number;
}

export const unreadablePicture = (): HttpError => new HttpError(400, PictureMessages.unreadable, { field: 'file', code: 'PictureUnreadable' });

/**
 * The picture as it is kept and shown: its pixels encoded anew as the original, and its thumbnail. Only the pixels are
 * kept: the camera's EXIF (the GPS position where the picture was taken, the camera, the time) and whatever follows
 * the image in the file (a page a browser might read) are not, and the picture is turned as its EXIF orientation
 * says, so it shows the same without it. Anything that is not a JPEG that decodes is the spec's 'Det valgte billede
 * kunne ikke indlæses.' (jpeg-js refuses images above 100 megapixels or 512 MB decoded).
 */
export const preparePicture = async (bytes: Uint8Array): Promise<PreparedPicture> => {
  if (!looksLikeJpeg(bytes)) throw unreadablePicture();
  let decoded: Awaited<ReturnType<typeof Jimp.read>>;
  try {
    decoded = await Jimp.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw unreadablePicture();
  }
  const { width, height, data } = decoded.bitmap;
  if (width < 1 || height < 1) throw unreadablePicture();
  // A new image of the pixels alone: the decoded one carries the EXIF block, which the encoder would write back.
  const image = new Jimp({ width, height, data });
  const original = await image.getBuffer('image/jpeg', { quality: ORIGINAL_QUALITY });
  if (width > THUMBNAIL.width || height > THUMBNAIL.height) image.scaleToFit({ w: THUMBNAIL.width, h: THUMBNAIL.height });
  const thumbnail = await image.getBuffer('image/jpeg', { quality: THUMBNAIL.quality });
  return { original: new Uint8Array(original), thumbnail: new Uint8Array(thumbnail), width, height };
};

/**
 * A drawn picture of a car in `rgb` (side view: body, cabin with windows, two wheels) on sky and road, for demo data
 * and tests: the same bytes for the same arguments.
 */
export const sampleJpeg = async (options: { width: number; height: number; rgb: readonly [number, number, number]; quality?: number }): Promise<Uint8Array> => {
  const { width, height, rgb } = options;
  const image = new Jimp({ width, height, color: 0xffffffff });
  const data = image.bitmap.data;
  const wheel = 0.09 * height;
  const wheels = [0.3 * width, 0.7 * width];
  const paint = (x: number, y: number): readonly [number, number, number] => {
    const u = x / width;
    const v = y / height;
    if (wheels.some((cx) => (x - cx) ** 2 + (y - 0.72 * height) ** 2 < wheel ** 2)) {
      return wheels.some((cx) => (x - cx) ** 2 + (y - 0.72 * height) ** 2 < (wheel * 0.45) ** 2) ? [170, 170, 175] : [30, 30, 32];
    }
    if (u > 0.15 && u < 0.85 && v > 0.5 && v < 0.72) return rgb;
    // The cabin narrows towards the roof; its windows are lighter.
    const inset = ((0.5 - v) / 0.16) * 0.06;
    if (v > 0.34 && v <= 0.5 && u > 0.3 + inset && u < 0.68 - inset) {
      const window = v > 0.37 && v < 0.49 && u > 0.32 + inset && u < 0.66 - inset && Math.abs(u - 0.49) > 0.01;
      return window ? [190, 215, 235] : rgb;
    }
    if (v > 0.72 + wheel / height - 0.01) return [105, 108, 112];
    return [Math.round(200 - 60 * v), Math.round(218 - 50 * v), 240];
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const [r, g, b] = paint(x, y);
      data[at] = r;
      data[at + 1] = g;
      data[at + 2] = b;
      data[at + 3] = 255;
    }
  }
  return new Uint8Array(await image.getBuffer('image/jpeg', { quality: options.quality ?? 85 }));
};
