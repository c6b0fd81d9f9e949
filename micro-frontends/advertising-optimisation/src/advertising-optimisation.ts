/**
 * Advertising optimisation: the dealer's long-stock cars and what would sell them sooner (a lower price, more
 * pictures, a better ad text). A micro-frontend on the dashboard; its data comes from the page, or from its sandbox
 * data where no advertising service is connected.
 */
import { CELL_STYLE, el, kroner, loadAndDraw, TABLE_STYLE, warningFallback } from '../../shared/src/widget-dom.ts';

export interface LongStockCar {
  readonly carId: number;
  readonly title: string;
  readonly daysInStock: number;
  /** Price in øre. */
  readonly price: number;
  readonly suggestion: 'lowerPrice' | 'morePictures' | 'betterText';
}

export interface AdvertisingOptimisationProps {
  readonly load?: () => Promise<readonly LongStockCar[]>;
  readonly onOpenCar?: (carId: number) => void;
  /** False where the page titles the widget itself (a dashboard card): its own heading would say it twice. */
  readonly withHeading?: boolean;
}

export const AdvertisingOptimisationTexts = {
  heading: 'Annonceoptimering',
  car: 'Bil',
  // Short: the column must leave the car's name room in a dashboard column.
  days: 'Dage',
  price: 'Pris',
  suggestion: 'Forslag',
  none: 'Ingen biler har stået længe på lager.',
  // Without the advertising service the cars are examples: said, so that no one takes them for the dealer's own.
  sandbox: 'Eksempler: annoncetjenesten er ikke forbundet.',
  // The spec's specific fallback for the long-stock cars.
  fallback: 'Langtidsbiler kan ikke hentes i øjeblikket.',
  suggestions: { lowerPrice: 'Sænk prisen', morePictures: 'Tilføj flere billeder', betterText: 'Uddyb annonceteksten' },
} as const;

export const SANDBOX_LONG_STOCK: readonly LongStockCar[] = [
  { carId: 9001, title: 'Skoda Octavia 2,0 TDI Style Combi', daysInStock: 142, price: 21_990_000, suggestion: 'lowerPrice' },
  { carId: 9002, title: 'VW Polo 1,0 TSI Life', daysInStock: 97, price: 14_495_000, suggestion: 'morePictures' },
  { carId: 9003, title: 'Toyota Yaris 1,5 Hybrid', daysInStock: 75, price: 16_900_000, suggestion: 'betterText' },
];

const TIGHT_CELL_STYLE = `${CELL_STYLE};padding:4px 6px`;
const NUMBER_STYLE = `${TIGHT_CELL_STYLE};text-align:right;white-space:nowrap`;

/**
 * The cars as a table narrow enough for a dashboard column: the suggestion under the car's name rather than in a
 * column of its own, the figures unbroken; a narrower place scrolls the table, never the page.
 */
const draw = (element: HTMLElement, cars: readonly LongStockCar[], props: AdvertisingOptimisationProps): void => {
  const heading = props.withHeading === false ? null : el('h2', { text: AdvertisingOptimisationTexts.heading });
  const shown = (...children: Node[]) => element.replaceChildren(...(heading ? [heading] : []), ...children);
  if (cars.length === 0) {
    shown(el('p', { text: AdvertisingOptimisationTexts.none }));
    return;
  }
  const texts = AdvertisingOptimisationTexts;
  const header = el(
    'tr',
    {},
    el('th', { attrs: { scope: 'col' }, style: TIGHT_CELL_STYLE, text: texts.car }),
    ...[texts.days, texts.price].map((text) => el('th', { attrs: { scope: 'col' }, style: NUMBER_STYLE, text })),
  );
  const rows = [...cars]
    .sort((a, b) => b.daysInStock - a.daysInStock)
    .map((car) =>
      el(
        'tr',
        {},
        el(
          'td',
          { style: TIGHT_CELL_STYLE },
          props.onOpenCar ? el('button', { attrs: { type: 'button' }, style: 'all:unset;cursor:pointer;text-decoration:underline', text: car.title, on: { click: () => props.onOpenCar?.(car.carId) } }) : car.title,
          el('div', { attrs: { 'data-field': 'suggestion' }, style: 'font-size:12px;color:#495057', text: `${texts.suggestion}: ${texts.suggestions[car.suggestion]}` }),
        ),
        el('td', { style: NUMBER_STYLE, text: String(car.daysInStock) }),
        el('td', { style: NUMBER_STYLE, text: kroner(car.price) }),
      ),
    );
  // Focusable, so that a keyboard can scroll it where it is too wide.
  const scroller = el('div', { attrs: { tabindex: '0', role: 'region', 'aria-label': texts.heading }, style: 'overflow-x:auto' });
  scroller.append(el('table', { style: `${TABLE_STYLE};font-size:13px` }, el('thead', {}, header), el('tbody', {}, ...rows)));
  shown(scroller, ...(props.load ? [] : [el('p', { attrs: { 'data-field': 'sandbox' }, style: 'margin:6px 0 0;font-size:12px;color:#495057', text: texts.sandbox })]));
};

/** The widget contract of the app's micro-frontend host. */
export const mount = (element: HTMLElement, props: AdvertisingOptimisationProps) => {
  const show = (next: AdvertisingOptimisationProps) =>
    loadAndDraw(element, next.load ?? (async () => SANDBOX_LONG_STOCK), (cars) => draw(element, cars, next), () => warningFallback(AdvertisingOptimisationTexts.fallback));
  let cancel = show(props);
  return {
    update: (next: AdvertisingOptimisationProps) => {
      cancel();
      cancel = show(next);
    },
    unmount: () => {
      cancel();
      element.replaceChildren();
    },
  };
};
