/**
 * What the widgets share to draw themselves with the DOM alone: they carry no framework, so each stays small and
 * never depends on the app's React or Mantine. Bundled into each widget's own build.
 */

type Child = Node | string | null | undefined | false;

/** An element with attributes, inline style and children; `false`/`null` children are left out. */
export const el = <Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  options: { attrs?: Record<string, string>; style?: string; text?: string; on?: Partial<Record<keyof HTMLElementEventMap, (event: Event) => void>> } = {},
  ...children: Child[]
): HTMLElementTagNameMap[Tag] => {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(options.attrs ?? {})) element.setAttribute(name, value);
  if (options.style) element.style.cssText = options.style;
  if (options.text !== undefined) element.textContent = options.text;
  for (const [name, listener] of Object.entries(options.on ?? {})) if (listener) element.addEventListener(name, listener);
  element.append(...children.filter((child): child is Node | string => child !== null && child !== undefined && child !== false));
  return element;
};

const SVG = 'http://www.w3.org/2000/svg';

/** The warning triangle the spec's specific fallbacks carry; decorative, the text says what is wrong. */
export const warningIcon = (): SVGSVGElement => {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({ viewBox: '0 0 24 24', width: '20', height: '20', fill: 'none', stroke: '#e8590c', 'stroke-width': '2', 'aria-hidden': 'true', 'data-icon': 'warning' })) {
    svg.setAttribute(name, value);
  }
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', 'M12 3 2 21h20L12 3zm0 6v5m0 3v.01');
  svg.append(path);
  return svg;
};

/** A widget's own fallback when its data cannot be fetched: the warning icon and the spec's text. */
export const warningFallback = (text: string): HTMLElement =>
  el('div', { attrs: { role: 'status' }, style: 'display:flex;gap:8px;align-items:center;padding:8px 12px;border-radius:4px;background:#fff4e6;color:#1a1b1e' }, warningIcon(), el('span', { text }));

/** Whole kroner with Danish grouping, from øre. */
export const kroner = (ore: number): string => `${new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 }).format(Math.round(ore / 100))} kr.`;

/**
 * Draws what `load` gives (the page's data, or the widget's sandbox data) once it arrives, and `fallback` when it
 * fails. Returns how to drop an answer still on its way, for when the widget is unmounted or reloaded first.
 */
export const loadAndDraw = <Data>(element: HTMLElement, load: () => Promise<Data>, draw: (data: Data) => void, fallback: () => HTMLElement): (() => void) => {
  let current = true;
  element.replaceChildren(el('p', { attrs: { 'aria-busy': 'true' }, text: 'Henter…' }));
  load().then(
    (data) => current && draw(data),
    () => current && element.replaceChildren(fallback()),
  );
  return () => {
    current = false;
  };
};

export const TABLE_STYLE = 'border-collapse:collapse;width:100%;font-size:14px';
export const CELL_STYLE = 'text-align:left;padding:4px 8px;border-bottom:1px solid #dee2e6';
