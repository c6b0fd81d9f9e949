import { danishToday } from '../../domain/format.ts';
import { financingExample, isOffered, type FinancingExample } from '../../domain/price-tags/financing.ts';
import { cashPriceWithDelivery, priceTagModel, priceTagPrice } from '../../domain/price-tags/price-tag-content.ts';
import { checkPriceTagFinancing, PriceTagMessages, priceTagOptionsObject, type PriceTagOptions } from '../../domain/price-tags/price-tag.ts';
import type { StockCarForPriceTag } from '../cars/readers.ts';
import { badRequest } from '../platform/errors.ts';
import { PDF } from '../platform/http/contract.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody, scopedId } from '../platform/http/request-schemas.ts';
import { financeCompanies } from '../platform/partners/finance-companies.ts';
import { pdfRenderer, pdfResponse, previewKey } from '../pdf/pdf-port.ts';
import { carFinanceCompany, priceTagCar } from './price-tag-car.ts';

const bodySchema = danishBody(priceTagOptionsObject.extend({ CarId: scopedId('car', 'CarId', 'Bil-id') }).superRefine(checkPriceTagFinancing));

/**
 * The representative example of a tag that shows financing: at the car's cash price with delivery (what the buyer
 * pays), with the down payment and period the car's finance company offers at that price.
 */
const financingOf = async (car: StockCarForPriceTag, options: PriceTagOptions): Promise<FinancingExample | null> => {
  if (!options.ShowFinancing) return null;
  const company = await carFinanceCompany(car);
  const terms = await financeCompanies().termsFor(company);
  if (!terms) throw badRequest('ShowFinancing', PriceTagMessages.missingFinancingCompany);
  const price = cashPriceWithDelivery(car) ?? 0;
  const offered = await financeCompanies().downPayments(company, { price, registrationDate: car.RegistrationDate, mileage: car.Mileage }, danishToday());
  const downPayment = options.SelectedFinancingDownpayment ?? 0;
  const period = options.SelectedFinancingPeriod ?? 0;
  if (!isOffered(offered, downPayment, period)) throw badRequest('SelectedFinancingDownpayment', PriceTagMessages.financingNotOffered);
  return financingExample(price, downPayment, period, terms);
};

/**
 * POST /api/Pricetag/PrintPriceTag {CarId, options} → the price tag as a PDF (spec part 1 §2, §3 "Price tag"), for
 * the modal's live preview and for printing alike. It records nothing; the PDF passes through the renderer's preview
 * folder (expired after a day).
 */
export const handler = command({
  summary: 'Prisskilt for en lagerbil som PDF, med de valgte oplysninger og eventuel finansiering.',
  responses: { 200: PDF },
  body: bodySchema,
  run: async ({ body, session }) => {
    const { CarId, ...options } = body;
    const car = await priceTagCar(session, CarId);
    const price = priceTagPrice(car, options);
    if ('problem' in price) throw badRequest('PriceType', price.problem);
    const financing = await financingOf(car, options);
    const priceTag = priceTagModel(car, options, { dealerName: session.dealerName, price, financing });
    const { pdf } = await pdfRenderer().render({ priceTag, key: previewKey(session.dealerId, 'price-tags'), author: session.dealerName, landscape: priceTag.landscape });
    return pdfResponse(pdf, `Prisskilt ${car.Make} ${car.Model}.pdf`);
  },
});
