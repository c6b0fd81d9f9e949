import { describe, expect, it } from 'vitest';
import { fittedSize, looksLikeJpeg, PictureErrorCodes, pictureErrorText, pictureFileProblem, PictureMessages } from './pictures.ts';

describe('the photo uploader’s rules', () => {
  it('takes JPG files of at most 10 MB, by type or by name', () => {
    expect(pictureFileProblem({ name: 'bil.jpg', type: 'image/jpeg', size: 10 * 1024 * 1024 })).toBeNull();
    expect(pictureFileProblem({ name: 'BIL.JPEG', type: '', size: 1_000 })).toBeNull();
    expect(pictureFileProblem({ name: 'bil.png', type: 'image/png', size: 1_000 })).toBe(PictureErrorCodes.fileExtension);
    expect(pictureFileProblem({ name: 'bil.jpg', type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe(PictureErrorCodes.fileSize);
  });

  it("shows the spec's text for each code, and the code itself for the unknown ones", () => {
    expect(pictureErrorText(-600)).toBe('Det valgte billede er for stort. Max størrelse pr. billede er 10 MB.');
    expect(pictureErrorText(-601)).toBe('Det valgte billede kunne ikke indlæses.');
    expect(pictureErrorText(-700)).toBe(PictureMessages.unreadable);
    expect(pictureErrorText(-701)).toBe(PictureMessages.retry);
    expect(pictureErrorText(101)).toBe(PictureMessages.serverError);
    expect(pictureErrorText(-200)).toContain('fejlkode -200');
  });

  it('fits a picture within 1920×1080 keeping its shape, never enlarging it', () => {
    expect(fittedSize(4000, 3000)).toEqual({ width: 1440, height: 1080 });
    expect(fittedSize(4000, 1000)).toEqual({ width: 1920, height: 480 });
    expect(fittedSize(3840, 2160)).toEqual({ width: 1920, height: 1080 });
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('knows a JPEG by its first bytes', () => {
    expect(looksLikeJpeg(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(looksLikeJpeg(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    expect(looksLikeJpeg(new Uint8Array())).toBe(false);
  });
});
