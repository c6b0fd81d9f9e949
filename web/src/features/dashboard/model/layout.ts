import type { SubscriptionPackage } from '../../../../../domain/roles.ts';

/**
 * The dashboard's arrangement (document 2 §2 "Dashboard"): three columns of widgets, arranged and hidden by the user in
 * edit mode and kept in the browser; the dealer's subscription package chooses the arrangement until then.
 */
export const WIDGET_IDS = [
  'latestCases',
  'carAlerts',
  'summary',
  'stockDays',
  'news',
  'leadFunnel',
  'priceGuide',
  'carFacts',
  'toolbox',
  'adOptimisation',
  'video',
] as const;
export type WidgetId = (typeof WIDGET_IDS)[number];

export const WIDGET_TITLES: Record<WidgetId, string> = {
  latestCases: 'Seneste sager',
  carAlerts: 'Bilpåmindelser',
  summary: 'Lageroverblik',
  stockDays: 'Lagerdage',
  news: 'Nyheder',
  leadFunnel: 'Salgstragt',
  priceGuide: 'Prisguide',
  carFacts: 'Bilfakta',
  toolbox: 'Værktøjskasse',
  adOptimisation: 'Annonceoptimering',
  video: 'Video',
};

/** The day's work stays in view: the cases and the car alerts cannot be hidden; everything else can. */
export const HIDEABLE: ReadonlySet<WidgetId> = new Set<WidgetId>(['summary', 'stockDays', 'news', 'leadFunnel', 'priceGuide', 'carFacts', 'toolbox', 'adOptimisation', 'video']);

export type Columns = [WidgetId[], WidgetId[], WidgetId[]];
export interface DashboardLayout {
  columns: Columns;
  hidden: WidgetId[];
}

/** Each package's first arrangement: pro leads with the sales figures and has no news in the first column. */
export const DEFAULT_LAYOUTS: Record<SubscriptionPackage, Columns> = {
  start: [
    ['summary', 'carAlerts', 'news'],
    ['stockDays', 'latestCases', 'video'],
    ['carFacts', 'toolbox', 'priceGuide', 'adOptimisation', 'leadFunnel'],
  ],
  basis: [
    ['latestCases', 'carAlerts', 'news'],
    ['summary', 'stockDays', 'priceGuide'],
    ['carFacts', 'toolbox', 'video', 'adOptimisation', 'leadFunnel'],
  ],
  pro: [
    ['latestCases', 'carAlerts', 'leadFunnel'],
    ['summary', 'stockDays', 'adOptimisation'],
    ['news', 'priceGuide', 'carFacts', 'toolbox', 'video'],
  ],
};

export const defaultLayout = (subscriptionPackage: SubscriptionPackage): DashboardLayout => {
  const columns = DEFAULT_LAYOUTS[subscriptionPackage] ?? DEFAULT_LAYOUTS.start;
  return { columns: columns.map((column) => [...column]) as Columns, hidden: [] };
};

const isWidgetId = (value: unknown): value is WidgetId => typeof value === 'string' && (WIDGET_IDS as readonly string[]).includes(value);

/**
 * A stored arrangement made whole: unknown names and repeats dropped, a hidden widget that may not be hidden shown,
 * and a widget the stored one lacks (new since it was saved) put where the package's default puts it.
 */
export const restoreLayout = (stored: unknown, subscriptionPackage: SubscriptionPackage): DashboardLayout => {
  const fallback = defaultLayout(subscriptionPackage);
  const value = stored as Partial<DashboardLayout> | null;
  if (!value || !Array.isArray(value.columns) || value.columns.length !== 3) return fallback;
  const seen = new Set<WidgetId>();
  const columns = value.columns.map((column) =>
    (Array.isArray(column) ? column : []).filter((id): id is WidgetId => isWidgetId(id) && !seen.has(id) && Boolean(seen.add(id))),
  ) as Columns;
  fallback.columns.forEach((column, index) => {
    for (const id of column) if (!seen.has(id)) columns[index]!.push(id);
  });
  const hidden = (Array.isArray(value.hidden) ? value.hidden : []).filter((id): id is WidgetId => isWidgetId(id) && HIDEABLE.has(id));
  return { columns, hidden: [...new Set(hidden)] };
};

export const columnOf = (layout: DashboardLayout, id: WidgetId): number => layout.columns.findIndex((column) => column.includes(id));

/** The widget moved to a column, before the widget `before` there (at the end without one). */
export const moveWidget = (layout: DashboardLayout, id: WidgetId, toColumn: number, before?: WidgetId): DashboardLayout => {
  if (before === id || toColumn < 0 || toColumn > 2) return layout;
  const columns = layout.columns.map((column) => column.filter((other) => other !== id)) as Columns;
  const target = columns[toColumn]!;
  const at = before ? target.indexOf(before) : -1;
  target.splice(at < 0 ? target.length : at, 0, id);
  return { ...layout, columns };
};

/** One step for the keyboard's move buttons: up or down within the column, or to the next column left or right. */
export const stepWidget = (layout: DashboardLayout, id: WidgetId, direction: 'up' | 'down' | 'left' | 'right'): DashboardLayout => {
  const from = columnOf(layout, id);
  if (from < 0) return layout;
  const column = layout.columns[from]!;
  const index = column.indexOf(id);
  if (direction === 'left' || direction === 'right') {
    const to = from + (direction === 'left' ? -1 : 1);
    if (to < 0 || to > 2) return layout;
    return moveWidget(layout, id, to, layout.columns[to]![index]);
  }
  const swapWith = index + (direction === 'up' ? -1 : 1);
  if (swapWith < 0 || swapWith >= column.length) return layout;
  const next = [...column];
  [next[index], next[swapWith]] = [next[swapWith]!, next[index]!];
  const columns = [...layout.columns] as Columns;
  columns[from] = next;
  return { ...layout, columns };
};

export const setHidden = (layout: DashboardLayout, id: WidgetId, hidden: boolean): DashboardLayout =>
  !HIDEABLE.has(id) ? layout : { ...layout, hidden: hidden ? [...new Set([...layout.hidden, id])] : layout.hidden.filter((other) => other !== id) };
