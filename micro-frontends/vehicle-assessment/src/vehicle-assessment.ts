/**
 * The vehicle assessment (spec part 2 §2): a car as its data names it (make, model, first registration, mileage and
 * the asking price) valued against the market, with the colour of its price. Its shareable variant is what a dealer
 * may hand a customer: the car and what the market says it is worth, without the dealer's price and its colour, and a
 * link to copy. A micro-frontend; the page loads the assessment from the market's API and hands it over as `load`.
 */
import { insightFigures, MarketInsightsTexts, SANDBOX_INSIGHT, type MarketInsight } from '../../market-insights/src/market-insights.ts';
import { el, loadAndDraw } from '../../shared/src/widget-dom.ts';

export interface VehicleAssessmentProps {
  /** The car's assessment; without it the widget shows its sandbox data. */
  readonly load?: () => Promise<MarketInsight>;
  /** The shareable variant: no asking price nor its colour; `shareLink`, when given, can be copied. */
  readonly shareable?: boolean;
  readonly shareLink?: string;
}

export const VehicleAssessmentTexts = {
  heading: 'Bilvurdering',
  shareableHeading: 'Markedsvurdering',
  fallback: MarketInsightsTexts.fallback,
  currentPrice: 'Din pris',
  verdict: { 0: 'Ingen vurdering af prisen', 1: 'God pris', 2: 'Rimelig pris', 3: 'Høj pris' } as Readonly<Record<number, string>>,
  copy: 'Kopiér link',
  copied: 'Linket er kopieret.',
} as const;

const kr = (value: number): string => `${new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 }).format(value)} kr.`;

const draw = (element: HTMLElement, assessment: MarketInsight, props: VehicleAssessmentProps): void => {
  const texts = VehicleAssessmentTexts;
  const shown = props.shareable ? { ...assessment, GreenRange: null, YellowRange: null, RedRange: null } : assessment;
  const status = el('p', { attrs: { role: 'status' }, style: 'margin:8px 0 0' });
  const parts: (Node | null)[] = [
    el('h2', { style: 'margin:0 0 4px', text: props.shareable ? texts.shareableHeading : texts.heading }),
    el('p', { style: 'margin:0 0 8px;font-weight:bold', text: `${assessment.Make} ${assessment.Model}, ${assessment.RegistrationYear}` }),
    insightFigures(shown),
    !props.shareable && assessment.CurrentPrice !== null
      ? el('p', { attrs: { 'data-field': 'verdict' }, style: 'margin:8px 0 0', text: `${texts.currentPrice}: ${kr(assessment.CurrentPrice)}, ${texts.verdict[assessment.CurrentRangeColor] ?? ''}` })
      : null,
    props.shareable && props.shareLink
      ? el('button', {
          attrs: { type: 'button' },
          style: 'margin-top:8px',
          text: texts.copy,
          on: {
            click: () => {
              void navigator.clipboard?.writeText(props.shareLink!).then(() => (status.textContent = texts.copied));
            },
          },
        })
      : null,
    status,
  ];
  element.replaceChildren(...parts.filter((part): part is Node => part !== null));
};

/** The widget contract of the app's micro-frontend host. */
export const mount = (element: HTMLElement, props: VehicleAssessmentProps) => {
  const show = (next: VehicleAssessmentProps) =>
    loadAndDraw(element, next.load ?? (async () => ({ ...SANDBOX_INSIGHT, CurrentPrice: 199_900, CurrentRangeColor: 3 })), (assessment) => draw(element, assessment, next), () =>
      el('p', { attrs: { role: 'status' }, text: VehicleAssessmentTexts.fallback }),
    );
  let cancel = show(props);
  return {
    update: (next: VehicleAssessmentProps) => {
      cancel();
      cancel = show(next);
    },
    unmount: () => {
      cancel();
      element.replaceChildren();
    },
  };
};
