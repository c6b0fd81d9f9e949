/**
 * JPEG files as a camera and an attacker leave them, for tests: an EXIF segment with the GPS position where the
 * picture was taken, and bytes after the end of the image that a browser sniffing the file could read as a page.
 */

/**
 * A TIFF (big-endian) EXIF block: a GPS directory with latitude N 56° 9′ 0″ (Aarhus), and the orientation a phone
 * held upright writes when it is given (6: the stored pixels are to be turned a quarter clockwise).
 */
const gpsExif = (orientation?: number): Uint8Array => {
  const bytes: number[] = [];
  const word = (value: number) => bytes.push((value >> 8) & 0xff, value & 0xff);
  const long = (value: number) => {
    word(value >>> 16);
    word(value & 0xffff);
  };
  const entries = orientation ? 2 : 1;
  const gpsDirectory = 8 + 2 + 12 * entries + 4;
  bytes.push(...new TextEncoder().encode('Exif'), 0, 0);
  bytes.push(0x4d, 0x4d); // MM: big-endian
  word(42);
  long(8); // IFD0 right after the header
  word(entries);
  if (orientation) {
    word(0x0112); // Orientation, SHORT
    word(3);
    long(1);
    word(orientation);
    word(0);
  }
  word(0x8825); // GPSInfo, LONG: the GPS directory's offset
  word(4);
  long(1);
  long(gpsDirectory);
  long(0);
  // The GPS directory: GPSLatitudeRef 'N', GPSLatitude as three rationals right after it.
  word(2);
  word(0x0001);
  word(2);
  long(2);
  bytes.push(0x4e, 0, 0, 0);
  word(0x0002);
  word(5);
  long(3);
  long(gpsDirectory + 2 + 12 * 2 + 4);
  long(0);
  for (const value of [56, 9, 0]) {
    long(value);
    long(1);
  }
  return Uint8Array.from(bytes);
};

/** What follows the picture's end in the attacker's file. */
export const TRAILING_PAGE = '<html><body><script>alert(document.domain)</script></body></html>';

/** `jpeg` with the GPS EXIF segment (and an orientation) right after its start and `TRAILING_PAGE` after its end. */
export const withGpsAndTrailingPage = (jpeg: Uint8Array, orientation?: number): Uint8Array => {
  const exif = gpsExif(orientation);
  const app1 = [0xff, 0xe1, ((exif.length + 2) >> 8) & 0xff, (exif.length + 2) & 0xff];
  const trailing = new TextEncoder().encode(TRAILING_PAGE);
  return Uint8Array.from([...jpeg.subarray(0, 2), ...app1, ...exif, ...jpeg.subarray(2), ...trailing]);
};

/** The markers of the segments before the image data (0xFFE0 APP0, 0xFFE1 APP1/EXIF, ...), up to and with SOS. */
export const jpegMarkers = (jpeg: Uint8Array): number[] => {
  const markers: number[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = (jpeg[at]! << 8) | jpeg[at + 1]!;
    markers.push(marker);
    if (marker === 0xffda) break;
    at += 2 + ((jpeg[at + 2]! << 8) | jpeg[at + 3]!);
  }
  return markers;
};

/** Whether the bytes hold `text` anywhere (an EXIF block, a page after the image). */
export const holds = (bytes: Uint8Array, text: string): boolean => Buffer.from(bytes).includes(Buffer.from(text, 'latin1'));

/** Whether the file ends with the JPEG's end-of-image marker, nothing after it. */
export const endsAtEndOfImage = (jpeg: Uint8Array): boolean => jpeg.length >= 2 && jpeg[jpeg.length - 2] === 0xff && jpeg[jpeg.length - 1] === 0xd9;
