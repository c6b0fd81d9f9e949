import { randomUUID } from 'node:crypto';
import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createJimp } from '@jimp/core';
import gif from '@jimp/js-gif';
import jpeg from '@jimp/js-jpeg';
import png from '@jimp/js-png';
import { methods as resize } from '@jimp/plugin-resize';
import { PictureMessages } from '../../domain/cars/pictures.ts';
import { NewsMessages } from '../../domain/news/news.ts';
import { HttpError } from '../platform/errors.ts';
import { s3 } from '../platform/aws.ts';
import { physicalName, picturesBucket } from '../platform/tables.ts';

/**
 * A news item's pictures (JPG, GIF or PNG, spec part 2 §5), kept in the pictures bucket under their own random id
 * (`news/<guid>/`). Only the pixels are kept: each picture is decoded and encoded anew as a JPG (a GIF's first frame,
 * transparency on white, as the news page's background), so nothing but an image reaches a reader and every link
 * names one type; a thumbnail is made for the list and the widget. Pictures are shown through presigned links on the app's own origin, as the stock cars' are.
 */
const Jimp = createJimp({ formats: [jpeg, png, gif], plugins: [resize] });
export const NEWS_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const THUMBNAIL = { width: 480, height: 360 } as const;
const PREFIX = 'news/';
const originalKey = (guid: string): string => `${PREFIX}${guid}/original.jpg`;
const thumbnailKey = (guid: string): string => `${PREFIX}${guid}/thumbnail.jpg`;

/** The picture's type by its first bytes, whatever the file's name or the request says. */
const signature = (bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/gif' | undefined => {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46 && bytes[3] === 0x38) return 'image/gif';
  return undefined;
};

const unreadable = (): HttpError => new HttpError(400, PictureMessages.unreadable, { field: 'file', code: 'PictureUnreadable' });

/** Reads, re-encodes and stores one uploaded picture; answers its new guid. */
export const storeNewsImage = async (bytes: Uint8Array): Promise<string> => {
  if (bytes.length > NEWS_IMAGE_MAX_BYTES) throw new HttpError(413, PictureMessages.tooLarge, { field: 'file', code: 'PictureTooLarge' });
  if (!signature(bytes)) throw new HttpError(400, NewsMessages.imageType, { field: 'file', code: 'PictureType' });
  let decoded: Awaited<ReturnType<typeof Jimp.read>>;
  try {
    decoded = await Jimp.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw unreadable();
  }
  const { width, height, data } = decoded.bitmap;
  if (width < 1 || height < 1) throw unreadable();
  const image = new Jimp({ width, height, data: onWhite(data) });
  const original = await image.getBuffer('image/jpeg', { quality: 90 });
  if (width > THUMBNAIL.width || height > THUMBNAIL.height) image.scaleToFit({ w: THUMBNAIL.width, h: THUMBNAIL.height });
  const thumbnail = await image.getBuffer('image/jpeg', { quality: 80 });
  const guid = randomUUID();
  await Promise.all([put(originalKey(guid), original), put(thumbnailKey(guid), thumbnail)]);
  return guid;
};

/** RGBA pixels blended onto white, opaque. */
const onWhite = (rgba: Buffer): Buffer => {
  const out = Buffer.from(rgba);
  for (let index = 0; index < out.length; index += 4) {
    const alpha = out[index + 3]! / 255;
    for (let channel = 0; channel < 3; channel += 1) out[index + channel] = Math.round(out[index + channel]! * alpha + 255 * (1 - alpha));
    out[index + 3] = 255;
  }
  return out;
};

const put = (key: string, body: Uint8Array): Promise<unknown> =>
  s3().send(
    new PutObjectCommand({
      Bucket: physicalName(picturesBucket),
      Key: key,
      Body: body,
      ContentType: 'image/jpeg',
      ContentLength: body.length,
      CacheControl: 'private, max-age=31536000, immutable',
    }),
  );

export const deleteNewsImage = async (guid: string): Promise<void> => {
  await s3().send(
    new DeleteObjectsCommand({ Bucket: physicalName(picturesBucket), Delete: { Objects: [{ Key: originalKey(guid) }, { Key: thumbnailKey(guid) }], Quiet: true } }),
  );
};

const LINK_SECONDS = 1_200;

/** A presigned link moved under the app's pictures path (where the app serves one), as the stock cars' pictures are shown. */
const onAppOrigin = (presigned: string): string => {
  const basePath = process.env.PICTURES_BASE_PATH;
  if (!basePath) return presigned;
  const url = new URL(presigned);
  return `${basePath}${url.pathname}${url.search}`;
};

const sign = (key: string): Promise<string> =>
  getSignedUrl(s3(), new GetObjectCommand({ Bucket: physicalName(picturesBucket), Key: key, ResponseContentType: 'image/jpeg' }), { expiresIn: LINK_SECONDS }).then(onAppOrigin);

/** A picture's links: the original and the thumbnail. */
export const newsImageLinks = async (guid: string): Promise<{ Url: string; ThumbnailUrl: string }> => {
  const [Url, ThumbnailUrl] = await Promise.all([sign(originalKey(guid)), sign(thumbnailKey(guid))]);
  return { Url, ThumbnailUrl };
};
