import { readFileSync } from 'node:fs';

/**
 * Where the embedded Inter faces come from: used by the generator and by the test that keeps the checked-in data
 * equal to the installed package. Never imported by the renderer (the Lambda bundle has no node_modules/@fontsource).
 */
export const interFaceSources = [
  { subset: 'latin', weight: 400 },
  { subset: 'latin-ext', weight: 400 },
  { subset: 'latin', weight: 700 },
  { subset: 'latin-ext', weight: 700 },
] as const;

const packageFile = (name: string): URL => new URL(`../../../node_modules/@fontsource/inter/${name}`, import.meta.url);

export const readInterFace = (source: (typeof interFaceSources)[number]) => {
  const file = `inter-${source.subset}-${source.weight}-normal.woff2`;
  // The per-weight CSS (e.g. 400.css) lists every subset with its unicode-range, one block per file.
  const css = readFileSync(packageFile(`${source.weight}.css`), 'utf8');
  const block = css.split('@font-face').find((part) => part.includes(`/files/${file}`));
  const unicodeRange = block && /unicode-range:\s*([^;]+);/.exec(block)?.[1]?.trim();
  if (!unicodeRange) throw new Error(`No unicode-range for ${file} in @fontsource/inter/${source.weight}.css`);
  return {
    file,
    weight: source.weight,
    unicodeRange,
    woff2Base64: readFileSync(packageFile(`files/${file}`)).toString('base64'),
  };
};
