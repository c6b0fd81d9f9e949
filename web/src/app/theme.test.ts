import { DEFAULT_THEME, isLightColor, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { cssVariablesResolver, DIMMED, DIMMED_BACKGROUNDS, PLACEHOLDER_BACKGROUNDS, TEXT_CONTRAST, theme } from './theme.ts';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const palettes = Object.entries(merged.colors).filter(([name]) => name !== 'dark');

describe('the theme’s colours meet WCAG AA for text', () => {
  it.each(palettes)('%s: shade 8 reads on white, shade 9 on shades 1 and 2 (a light item, hovered)', (_name, palette) => {
    expect(contrastRatio(palette[8], '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(palette[9], palette[1])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(palette[9], palette[2])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('puts white text on the primary colour of filled buttons at 4.5:1 or more', () => {
    const shade = typeof merged.primaryShade === 'number' ? merged.primaryShade : merged.primaryShade.light;
    expect(contrastRatio(merged.colors[merged.primaryColor]![shade], '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it.each(palettes)('%s: every shade filled gets the text colour (black or white) that reads on it', (_name, palette) => {
    for (const shade of palette) {
      const text = isLightColor(shade, merged.luminanceThreshold) ? merged.black : merged.white;
      expect(contrastRatio(shade, text), `${text} on ${shade}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it.each(DIMMED_BACKGROUNDS)('dimmed text reads on %s', (background) => {
    expect(contrastRatio(DIMMED, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it.each(PLACEHOLDER_BACKGROUNDS)('the hint in an empty field reads on %s', (background) => {
    const placeholder = cssVariablesResolver(merged).light['--mantine-color-placeholder'];
    expect(placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(placeholder!, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('keeps the hint in an empty field lighter than the text typed into it', () => {
    const placeholder = cssVariablesResolver(merged).light['--mantine-color-placeholder']!;
    expect(contrastRatio(placeholder, '#ffffff')).toBeLessThan(contrastRatio(merged.black, '#ffffff'));
  });
});
