/** `#rgb` written out as `#rrggbb`. */
const longHex = (hex: string): string => (hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex);

/** WCAG 2 relative luminance of a `#rrggbb` (or `#rgb`) colour. */
export const relativeLuminance = (color: string): number => {
  const hex = longHex(color);
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

/** WCAG 2 contrast ratio of two `#rrggbb` (or `#rgb`) colours (1 to 21). */
export const contrastRatio = (one: string, other: string): number => {
  const [light, dark] = [relativeLuminance(one), relativeLuminance(other)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
};

const toHex = (channels: number[]): string => `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** `hex` darkened (mixed with black) by the least amount, in 1 % steps, that gives `ratio` against `against`. */
export const darkenTo = (hex: string, against: string, ratio: number): string => {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  for (let step = 0; step <= 100; step += 1) {
    const candidate = toHex(channels.map((channel) => (channel * (100 - step)) / 100));
    if (contrastRatio(candidate, against) >= ratio) return candidate;
  }
  return '#000000';
};
