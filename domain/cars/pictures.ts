import { MAX_PICTURES } from './messages.ts';

/**
 * A stock car's pictures (spec document 2 §4 photo uploader, §8, §9): JPG only, at most 10 MB as picked, at most 12
 * per car, resized in the browser to fit 1920×1080 at quality 95 before upload. The browser and the server share
 * these limits and texts.
 */
export const PICTURE_LIMITS = {
  maxPictures: MAX_PICTURES,
  /** 10 MB per picture, as the user picks it (before the browser resizes it). */
  maxBytes: 10 * 1024 * 1024,
  maxWidth: 1920,
  maxHeight: 1080,
  /** The browser's JPEG quality when it resizes (canvas `toBlob` takes 0..1). */
  quality: 0.95,
  mimeTypes: ['image/jpeg'],
  extensions: ['.jpg', '.jpeg'],
} as const;

/**
 * The uploader's error codes (spec document 2 §8): -600 the file is too big, -601 not a JPG, -700 not an image that
 * loads, -701 the browser ran out of memory resizing it (the user may retry); 101 is the server's generic failure.
 */
export const PictureErrorCodes = {
  fileSize: -600,
  fileExtension: -601,
  imageFormat: -700,
  imageMemory: -701,
  http: -200,
  server: 101,
} as const;

export const PictureMessages = {
  unreadable: 'Det valgte billede kunne ikke indlæses.',
  tooLarge: 'Det valgte billede er for stort. Max størrelse pr. billede er 10 MB.',
  /** -701: the browser could not resize the picture; another try often works. */
  retry: 'Billedet kunne ikke behandles. Prøv igen.',
  /** Any other code: try again, and tell support the code if it keeps failing. */
  failed: (code: number | string): string =>
    `Billedet kunne ikke uploades. Prøv igen, og kontakt kundeservice hvis fejlen fortsætter (fejlkode ${code}).`,
  /** ErrorCode 101 from the server: the generic error dialog. */
  serverError: 'Der skete en fejl...',
  /** The upload, delete and move buttons while the pictures are being changed. */
  busy: 'Vent til billederne er gemt.',
  dropHere: 'Træk billeder hertil, eller klik for at vælge',
  dropHint: `Kun JPG, højst 10 MB pr. billede og ${MAX_PICTURES} billeder pr. bil`,
  deleted: 'Billedet er slettet',
  uploaded: (count: number): string => (count === 1 ? 'Billedet er gemt' : `${count} billeder er gemt`),
} as const;

/** The server's refusal codes (the `Code` of the answer) and the uploader code each one is shown as. */
export const PictureRefusalCodes = {
  PictureTooLarge: PictureErrorCodes.fileSize,
  PictureUnreadable: PictureErrorCodes.imageFormat,
} as const;

/** The text the uploader shows for a code (spec document 2 §8). */
export const pictureErrorText = (code: number): string => {
  switch (code) {
    case PictureErrorCodes.fileSize:
      return PictureMessages.tooLarge;
    case PictureErrorCodes.fileExtension:
    case PictureErrorCodes.imageFormat:
      return PictureMessages.unreadable;
    case PictureErrorCodes.imageMemory:
      return PictureMessages.retry;
    case PictureErrorCodes.server:
      return PictureMessages.serverError;
    default:
      return PictureMessages.failed(code);
  }
};

/** Whether a file may be uploaded as it is picked: its code, or null when it may. */
export const pictureFileProblem = (file: { name: string; type: string; size: number }): number | null => {
  const name = file.name.toLowerCase();
  const jpeg = (PICTURE_LIMITS.mimeTypes as readonly string[]).includes(file.type) || PICTURE_LIMITS.extensions.some((extension) => name.endsWith(extension));
  if (!jpeg) return PictureErrorCodes.fileExtension;
  if (file.size > PICTURE_LIMITS.maxBytes) return PictureErrorCodes.fileSize;
  return null;
};

/** The size a picture is drawn at to fit 1920×1080, never enlarged. */
export const fittedSize = (width: number, height: number, max = { width: PICTURE_LIMITS.maxWidth, height: PICTURE_LIMITS.maxHeight }) => {
  const scale = Math.min(1, max.width / width, max.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
};

/** Whether the bytes start as a JPEG does (SOI marker and a segment marker). */
export const looksLikeJpeg = (bytes: Uint8Array): boolean => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
