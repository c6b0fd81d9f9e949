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
}

export const AdvertisingOptimisationTexts = {
  heading: 'Annonceoptimering',
  car: 'Bil',
  days: 'Dage på lager',
  price: 'Pris',
  suggestion: 'Forslag',
  none: 'Ingen biler har stået længe på lager.',
  // The spec's specific fallback for the long-stock cars.
  fallback: 'Langtidsbiler kan ikke hentes i øjeblikket.',
  suggestions: { lowerPrice: 'Sænk prisen', morePictures: 'Tilføj flere billeder', betterText: 'Uddyb annonceteksten' },
} as const;

export const SANDBOX_LONG_STOCK: readonly LongStockCar[] = [
  { carId: 9001, title: 'Skoda Octavia 2,0 TDI Style Combi', daysInStock: 142, price: 21_990_000, suggestion: 'lowerPrice' },
  { carId: 9002, title: 'VW Polo 1,0 TSI Life', daysInStock: 97, price: 14_495_000, suggestion: 'morePictures' },
  { carId: 9003, title: 'Toyota Yaris 1,5 Hybrid', daysInStock: 75, price: 16_900_000, suggestion: 'betterText' },
];

const draw = (element: HTMLElement, cars: readonly LongStockCar[], props: AdvertisingOptimisationProps): void => {
  const heading = el('h2', { text: AdvertisingOptimisationTexts.heading });
  if (cars.length === 0) {
    element.replaceChildren(heading, el('p', { text: AdvertisingOptimisationTexts.none }));
    return;
  }
  const texts = AdvertisingOptimisationTexts;
  const header = el('tr', {}, ...[texts.car, texts.days, texts.price, texts.suggestion].map((text) => el('th', { attrs: { scope: 'col' }, style: CELL_STYLE, text })));
  const rows = [...cars]
    .sort((a, b) => b.daysInStock - a.daysInStock)
    .map((car) =>
      el(
        'tr',
        {},
        el('td', { style: CELL_STYLE }, props.onOpenCar ? el('button', { attrs: { type: 'button' }, style: 'all:unset;cursor:pointer;text-decoration:underline', text: car.title, on: { click: () => props.onOpenCar?.(car.carId) } }) : car.title),
        el('td', { style: CELL_STYLE, text: String(car.daysInStock) }),
        el('td', { style: CELL_STYLE, text: kroner(car.price) }),
        el('td', { style: CELL_STYLE, text: texts.suggestions[car.suggestion] }),
      ),
    );
  element.replaceChildren(heading, el('table', { style: TABLE_STYLE }, el('thead', {}, header), el('tbody', {}, ...rows)));
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
