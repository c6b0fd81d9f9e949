/**
 * Dealer subscription upgrade: the dealer's package (start, basis or pro), what the bigger ones add, and a request to
 * upgrade. A micro-frontend; the page says which package the dealer has and sends the request.
 */
import { el } from '../../shared/src/widget-dom.ts';

export type SubscriptionPackage = 'start' | 'basis' | 'pro';

export interface DealerSubscriptionProps {
  /** The dealer's package; the sandbox dealer is on start. */
  readonly current?: SubscriptionPackage;
  readonly onUpgrade?: (to: SubscriptionPackage) => void;
}

const ORDER: readonly SubscriptionPackage[] = ['start', 'basis', 'pro'];

export const DealerSubscriptionTexts = {
  heading: 'Dit abonnement',
  current: 'Din pakke',
  upgrade: (name: string) => `Opgrader til ${name}`,
  requested: 'Tak. Vi kontakter dig om opgraderingen.',
  top: 'Du har den største pakke.',
  packages: {
    start: { name: 'Start', features: ['Sager og tilbud', 'Lagerliste'] },
    basis: { name: 'Basis', features: ['Alt i Start', 'Nyheder og dashboard', 'Annoncering'] },
    pro: { name: 'Pro', features: ['Alt i Basis', 'Annonceoptimering', 'Statistik og markedsindsigt'] },
  },
} as const;

const draw = (element: HTMLElement, props: DealerSubscriptionProps, requested: boolean): void => {
  const current = props.current ?? 'start';
  const texts = DealerSubscriptionTexts;
  const higher = ORDER.slice(ORDER.indexOf(current) + 1);
  const card = (name: SubscriptionPackage) =>
    el(
      'section',
      { attrs: { 'data-package': name }, style: `border:1px solid ${name === current ? '#1a1b1e' : '#ced4da'};border-radius:6px;padding:8px 12px;flex:1` },
      el('h3', { style: 'margin:0 0 4px', text: texts.packages[name].name }),
      name === current ? el('p', { style: 'margin:0;font-size:13px', text: texts.current }) : null,
      el('ul', { style: 'padding-left:18px;margin:4px 0' }, ...texts.packages[name].features.map((feature) => el('li', { text: feature }))),
      higher.includes(name) && !requested
        ? el('button', {
            attrs: { type: 'button' },
            text: texts.upgrade(texts.packages[name].name),
            on: {
              click: () => {
                props.onUpgrade?.(name);
                draw(element, props, true);
              },
            },
          })
        : null,
    );
  const note = requested ? el('p', { attrs: { role: 'status' }, text: texts.requested }) : higher.length === 0 ? el('p', { text: texts.top }) : '';
  element.replaceChildren(el('h2', { text: texts.heading }), el('div', { style: 'display:flex;gap:8px;flex-wrap:wrap' }, ...ORDER.map(card)), note);
};

/** The widget contract of the app's micro-frontend host. */
export const mount = (element: HTMLElement, props: DealerSubscriptionProps) => {
  draw(element, props, false);
  return {
    update: (next: DealerSubscriptionProps) => draw(element, next, false),
    unmount: () => element.replaceChildren(),
  };
};
