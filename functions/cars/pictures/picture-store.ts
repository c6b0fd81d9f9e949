import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../../platform/aws.ts';
import { physicalName, picturesBucket } from '../../platform/tables.ts';
import type { PreparedPicture } from './picture-image.ts';
import { onAppOrigin } from './picture-origin.ts';

/**
 * The pictures bucket as the cars context uses it. A picture is kept under its own id (`cars/<pictureId>/`), not
 * under its car or department: a transferred car keeps its pictures under its new number, and the id is random, so a
 * key names nothing another dealer could guess. The browser reads pictures only through presigned URLs, which are
 * handed out only with a car the caller may read, on the app's own origin where it serves them (`PICTURES_BASE_PATH`).
 */
export const PICTURE_PREFIX = 'cars/';
export const originalKey = (pictureId: string): string => `${PICTURE_PREFIX}${pictureId}/original.jpg`;
export const thumbnailKey = (pictureId: string): string => `${PICTURE_PREFIX}${pictureId}/thumbnail.jpg`;

/** A picture is a JPEG, whatever an object's metadata says: the link itself names the type the answer carries. */
export const PICTURE_CONTENT_TYPE = 'image/jpeg';

/** A picture's bytes never change under its id, so the browser may keep them as long as it likes. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

const put = (key: string, body: Uint8Array): Promise<unknown> =>
  s3().send(
    new PutObjectCommand({
      Bucket: physicalName(picturesBucket),
      Key: key,
      Body: body,
      ContentType: PICTURE_CONTENT_TYPE,
      ContentLength: body.length,
      CacheControl: IMMUTABLE,
    }),
  );

/** Stores the original and its thumbnail; storing them again under the same id (a retried command) is harmless. */
export const storePicture = async (pictureId: string, picture: Pick<PreparedPicture, 'original' | 'thumbnail'>): Promise<void> => {
  await Promise.all([put(originalKey(pictureId), picture.original), put(thumbnailKey(pictureId), picture.thumbnail)]);
};

/** Deletes pictures' originals and thumbnails; what is already gone is no error. */
export const deletePictures = async (pictureIds: readonly string[]): Promise<void> => {
  if (pictureIds.length === 0) return;
  await s3().send(
    new DeleteObjectsCommand({
      Bucket: physicalName(picturesBucket),
      Delete: { Objects: pictureIds.flatMap((id) => [{ Key: originalKey(id) }, { Key: thumbnailKey(id) }]), Quiet: true },
    }),
  );
};

/**
 * How long a picture link works. Links are signed as of the start of the current ten minutes, so that the same
 * picture gets the same URL for ten minutes and the browser's cache serves it across list pages and reloads; each
 * link then works for between ten and twenty minutes.
 */
export const PICTURE_URL_WINDOW_SECONDS = 600;
export const PICTURE_URL_LIFETIME_SECONDS = 2 * PICTURE_URL_WINDOW_SECONDS;

const signingDate = (now: number): Date => new Date(Math.floor(now / (PICTURE_URL_WINDOW_SECONDS * 1000)) * PICTURE_URL_WINDOW_SECONDS * 1000);

/**
 * Links signed in this window, by key and download name: a link is the same for the whole window, so a list page
 * shown again (or by another user) signs nothing anew. Cleared when the window moves on; bounded.
 */
const signed = { window: 0, links: new Map<string, Promise<string>>() };
const SIGNED_LINKS_KEPT = 10_000;

const presign = (key: string, now: number, download?: string): Promise<string> => {
  const window = signingDate(now).getTime();
  if (signed.window !== window || signed.links.size >= SIGNED_LINKS_KEPT) {
    signed.window = window;
    signed.links.clear();
  }
  const id = `${key}|${download ?? ''}`;
  let link = signed.links.get(id);
  if (!link) {
    link = sign(key, now, download);
    signed.links.set(id, link);
    // A failed signing (no credentials yet) is tried again next time, not remembered.
    link.catch(() => signed.links.delete(id));
  }
  return link;
};

const sign = (key: string, now: number, download?: string): Promise<string> =>
  getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: physicalName(picturesBucket),
      Key: key,
      ResponseContentType: PICTURE_CONTENT_TYPE,
      ...(download ? { ResponseContentDisposition: `attachment; filename="${download}"` } : {}),
    }),
    { expiresIn: PICTURE_URL_LIFETIME_SECONDS, signingDate: signingDate(now) },
  ).then((presigned) => onAppOrigin(presigned, process.env.PICTURES_BASE_PATH));

/** One picture of a car as the gallery and the uploader show it: its place (1-based), its links. */
export interface CarPictureLinks {
  Number: number;
  PictureId: string;
  Url: string;
  ThumbnailUrl: string;
  /** The original as a download named after the car ('Toyota-Yaris-1.jpg'). */
  DownloadUrl: string;
}

/** A file name of plain letters, digits and dashes for a car's picture. */
export const pictureFileName = (title: string, number: number): string => {
  const plain = title
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'Ae')
    .replace(/ø/g, 'oe')
    .replace(/Ø/g, 'Oe')
    .replace(/å/g, 'aa')
    .replace(/Å/g, 'Aa')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${plain || 'bil'}-${number}.jpg`;
};

export const pictureLinks = (pictureIds: readonly string[], title: string, now = Date.now()): Promise<CarPictureLinks[]> =>
  Promise.all(
    pictureIds.map(async (pictureId, index) => {
      const [Url, ThumbnailUrl, DownloadUrl] = await Promise.all([
        presign(originalKey(pictureId), now),
        presign(thumbnailKey(pictureId), now),
        presign(originalKey(pictureId), now, pictureFileName(title, index + 1)),
      ]);
      return { Number: index + 1, PictureId: pictureId, Url, ThumbnailUrl, DownloadUrl };
    }),
  );

/** The main picture's thumbnail link (a list row's), or null for a car without pictures. */
export const mainThumbnailUrl = (pictureIds: readonly string[] | undefined, now = Date.now()): Promise<string | null> =>
  pictureIds?.length ? presign(thumbnailKey(pictureIds[0]!), now) : Promise.resolve(null);

/**
 * The picture fields of "Car (details)" (spec part 1 §3): the originals' and thumbnails' links in order, the main
 * thumbnail, the count, and each picture with its number for the gallery and the uploader.
 */
export const carPictureFields = async (pictureIds: readonly string[] | undefined, title: string, now = Date.now()) => {
  const pictures = await pictureLinks(pictureIds ?? [], title, now);
  return {
    NumberOfPictures: pictures.length,
    CarPictureUrls: pictures.map((picture) => picture.Url),
    CarPictureThumbnailUrls: pictures.map((picture) => picture.ThumbnailUrl),
    CarPictureThumbnailUrl: pictures[0]?.ThumbnailUrl ?? null,
    CarPictures: pictures,
  };
};
