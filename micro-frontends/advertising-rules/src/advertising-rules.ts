/**
 * Advertising rules: which cars the dealer advertises where and when. Three views: the default rules every new stock
 * car gets, the rules with how many cars each applies to, and the history of changes. A micro-frontend; its data
 * comes from the page, or from its sandbox data where no advertising service is connected.
 */
import { CELL_STYLE, el, loadAndDraw, TABLE_STYLE } from '../../shared/src/widget-dom.ts';

export interface AdvertisingRule {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Applied to every new stock car unless the dealer says otherwise. */
  readonly isDefault: boolean;
  readonly active: boolean;
  /** How many stock cars the rule applies to now. */
  readonly carsUsing: number;
}

export interface AdvertisingRuleChange {
  /** ISO time of the change. */
  readonly at: string;
  readonly user: string;
  readonly rule: string;
  readonly change: string;
}

export interface AdvertisingRulesData {
  readonly rules: readonly AdvertisingRule[];
  readonly history: readonly AdvertisingRuleChange[];
}

export type AdvertisingRulesView = 'default' | 'usage' | 'history';

export interface AdvertisingRulesProps {
  readonly load?: () => Promise<AdvertisingRulesData>;
  /** Which view opens first; the default rules unless the page says otherwise. */
  readonly view?: AdvertisingRulesView;
}

export const AdvertisingRulesTexts = {
  heading: 'Annonceringsregler',
  views: { default: 'Standardregler', usage: 'Regler og brug', history: 'Historik' },
  rule: 'Regel',
  description: 'Beskrivelse',
  active: 'Aktiv',
  carsUsing: 'Antal biler',
  at: 'Tidspunkt',
  user: 'Bruger',
  change: 'Ændring',
  yes: 'Ja',
  no: 'Nej',
  noDefault: 'Der er ingen standardregler.',
  noHistory: 'Reglerne er ikke ændret endnu.',
  fallback: 'Service kan ikke hentes i øjeblikket.',
} as const;

export const SANDBOX_RULES: AdvertisingRulesData = {
  rules: [
    { id: 'r-1', name: 'Alle brugte biler på Bilbasen', description: 'Brugte biler annonceres på Bilbasen, når de har billeder.', isDefault: true, active: true, carsUsing: 48 },
    { id: 'r-2', name: 'Nye biler på egen hjemmeside', description: 'Fabriksnye biler vises kun på forhandlerens hjemmeside.', isDefault: true, active: true, carsUsing: 12 },
    { id: 'r-3', name: 'Varebiler på Biltorvet', description: 'Varebiler annonceres også på Biltorvet.', isDefault: false, active: false, carsUsing: 0 },
  ],
  history: [
    { at: '2026-11-26T10:12:00Z', user: 'Mette Holm', rule: 'Varebiler på Biltorvet', change: 'Deaktiveret' },
    { at: '2026-11-02T08:40:00Z', user: 'Jonas Friis', rule: 'Nye biler på egen hjemmeside', change: 'Oprettet som standardregel' },
  ],
};

const when = (iso: string): string => new Intl.DateTimeFormat('da-DK', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Copenhagen' }).format(new Date(iso));

const table = (headings: readonly string[], rows: readonly (readonly string[])[]): HTMLTableElement =>
  el(
    'table',
    { style: TABLE_STYLE },
    el('thead', {}, el('tr', {}, ...headings.map((text) => el('th', { attrs: { scope: 'col' }, style: CELL_STYLE, text })))),
    el('tbody', {}, ...rows.map((row) => el('tr', {}, ...row.map((text) => el('td', { style: CELL_STYLE, text }))))),
  );

const viewOf = (view: AdvertisingRulesView, data: AdvertisingRulesData): HTMLElement => {
  const t = AdvertisingRulesTexts;
  if (view === 'default') {
    const rules = data.rules.filter((rule) => rule.isDefault);
    return rules.length === 0 ? el('p', { text: t.noDefault }) : table([t.rule, t.description, t.active], rules.map((rule) => [rule.name, rule.description, rule.active ? t.yes : t.no]));
  }
  if (view === 'usage') {
    const rules = [...data.rules].sort((a, b) => b.carsUsing - a.carsUsing);
    return table([t.rule, t.active, t.carsUsing], rules.map((rule) => [rule.name, rule.active ? t.yes : t.no, String(rule.carsUsing)]));
  }
  const history = [...data.history].sort((a, b) => b.at.localeCompare(a.at));
  return history.length === 0 ? el('p', { text: t.noHistory }) : table([t.at, t.user, t.rule, t.change], history.map((entry) => [when(entry.at), entry.user, entry.rule, entry.change]));
};

const draw = (element: HTMLElement, data: AdvertisingRulesData, view: AdvertisingRulesView): void => {
  const views = Object.keys(AdvertisingRulesTexts.views) as AdvertisingRulesView[];
  const tabs = el(
    'div',
    { attrs: { role: 'tablist', 'aria-label': AdvertisingRulesTexts.heading }, style: 'display:flex;gap:4px;margin-bottom:12px' },
    ...views.map((candidate) =>
      el('button', {
        attrs: { type: 'button', role: 'tab', 'aria-selected': String(candidate === view), 'data-view': candidate },
        style: `padding:6px 12px;border:1px solid #5c5f66;border-radius:4px;cursor:pointer;background:${candidate === view ? '#1a1b1e' : '#fff'};color:${candidate === view ? '#fff' : '#1a1b1e'}`,
        text: AdvertisingRulesTexts.views[candidate],
        on: { click: () => draw(element, data, candidate) },
      }),
    ),
  );
  element.replaceChildren(el('h2', { text: AdvertisingRulesTexts.heading }), tabs, el('div', { attrs: { role: 'tabpanel' } }, viewOf(view, data)));
};

/** The widget contract of the app's micro-frontend host. */
export const mount = (element: HTMLElement, props: AdvertisingRulesProps) => {
  const show = (next: AdvertisingRulesProps) =>
    loadAndDraw(element, next.load ?? (async () => SANDBOX_RULES), (data) => draw(element, data, next.view ?? 'default'), () => el('p', { attrs: { role: 'status' }, text: AdvertisingRulesTexts.fallback }));
  let cancel = show(props);
  return {
    update: (next: AdvertisingRulesProps) => {
      cancel();
      cancel = show(next);
    },
    unmount: () => {
      cancel();
      element.replaceChildren();
    },
  };
};
