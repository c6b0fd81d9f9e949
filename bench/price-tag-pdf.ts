import { financingExample } from '../domain/price-tags/financing.ts';
import { priceTagModel, priceTagPrice, type PriceTagCar } from '../domain/price-tags/price-tag-content.ts';
import { defaultPriceTagOptions, type PriceTagOptions } from '../domain/price-tags/price-tag.ts';
import { closeBrowser, sharedBrowser } from '../functions/pdf/browser.ts';
import { renderPdf } from '../functions/pdf/renderer.ts';
import { priceTagHtml } from '../functions/pdf/templates/price-tag.tsx';
import { ms, percentile, timed } from './stats.ts';

/**
 * The price tag PDF: our renderer (`renderPdf`: a page of the warm browser, JavaScript off, external requests blocked,
 * document info; no page-number footer on a one-sheet tag) against a bare `page.pdf()` of the same HTML on the same
 * browser, warm and interleaved, as the contract PDF is measured; the template (React to HTML) timed apart. A landscape tag with picture, the dotted
 * equipment list, six pieces of additional information and the financing's representative example: the fullest tag.
 */
const car: PriceTagCar = {
  Make: 'Volkswagen',
  Model: 'Golf',
  Variant: 'Style',
  Motor: '1.5 TSI',
  NumberOfDoors: 5,
  CashPrice: 204_900,
  RetailPrice: 199_900,
  PriceWithNoTax: 120_000,
  WholesalePrice: null,
  LeasePayment: 3_495,
  VehicleNumber: 'V-1001',
  ChassisNumber: 'WVWZZZCDZRW000123',
  RegistrationDate: '2024-04-01',
  ModelYear: 2024,
  Mileage: 30_000,
  Color: 'Sort metal',
  FuelType: 'Benzin',
  GearType: 'Automatgear',
  Effect: 150,
  KmPerLiter: 18.5,
  WeightTaxCosts: 2_340,
};
const options: PriceTagOptions = {
  ...defaultPriceTagOptions({ ExtraEquipmentText: 'Navigation, anhængertræk, vinterhjul på alufælge, rattvarme, 2-zonet klimaanlæg, adaptiv fartpilot, parkeringssensorer for og bag, bakkamera' }),
  Template: 'LandscapeWithPicture',
  CarIdentifier: 1,
  UseDottedExtraEquipmentList: true,
  UseCompanyLogo: true,
  FreeText: 'Klar til levering – ring og aftal en prøvetur',
  OptionalInformation: ['OwnershipTax', 'Consumption', 'Fuel', 'TrailerWithBrakes', 'Mileage', 'FirstRegistration'],
  ShowFinancing: true,
  SelectedFinancingDownpayment: 20,
  SelectedFinancingPeriod: 60,
};

const tagHtml = () => {
  const price = priceTagPrice(car, options);
  if ('problem' in price) throw new Error(price.problem);
  const financing = financingExample(204_900, 20, 60, { FinancingCompanyName: 'Fjord Finans', NominalRatePercent: 4.95, EstablishmentFee: 3_995, MonthlyFee: 0 });
  return priceTagHtml(priceTagModel(car, options, { dealerName: 'Demo Biler Aarhus', price, financing }));
};

const barePdf = async (html: string): Promise<Uint8Array> => {
  const page = await (await sharedBrowser()).newPage();
  try {
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({ format: 'A4', landscape: true, printBackground: true });
  } finally {
    await page.close();
  }
};

export async function priceTagPdf(rounds: number): Promise<string[]> {
  const templateTimes: number[] = [];
  let built = tagHtml();
  for (let round = 0; round < rounds; round += 1) templateTimes.push(await timed(async () => (built = tagHtml())));
  const { html, title } = built;
  // As the renderer prints a price tag: one sheet, no page numbers.
  const renderOptions = { title, author: 'Demo Biler Aarhus', landscape: true, pageNumbers: false };

  const renderer: number[] = [];
  const bare: number[] = [];
  let bytes = 0;
  await closeBrowser();
  for (let round = -3; round < rounds; round += 1) {
    const r = await timed(async () => (bytes = (await renderPdf(html, renderOptions)).length));
    const b = await timed(() => barePdf(html));
    if (round < 0) continue; // warm-up
    renderer.push(r);
    bare.push(b);
  }
  await closeBrowser();

  const ratio = percentile(renderer, 50) / percentile(bare, 50);
  const row = (name: string, values: number[]) =>
    `${name.padEnd(38)} p50 ${ms(percentile(values, 50)).padStart(10)}  p99 ${ms(percentile(values, 99)).padStart(10)}`;
  return [
    `Price tag PDF (landscape with picture and financing, ${(bytes / 1024).toFixed(0)} KiB, ${rounds} warm rounds, interleaved; target < 1.2×)`,
    row('template (React → HTML)', templateTimes),
    `${row('warm: renderPdf', renderer)}  ratio p50 ${ratio.toFixed(2)}× ${ratio < 1.2 ? '(met)' : '(NOT met)'}`,
    row('warm: bare page.pdf', bare),
  ];
}
