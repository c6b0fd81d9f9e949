import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { discountLabel, MARGIN_SCHEME_INVOICE_TEXT } from '../../../domain/calculation/sale-calculation.ts';
import { DOCUMENT_TITLES, TAKES_COLOR_THEME, type DocumentOptions, type PrintableDocument } from '../../../domain/documents/print-options.ts';
import { formatDateTime, formatNumber } from '../../../domain/format.ts';
import { documentShell } from '../document-shell.ts';
import { caseDocumentTitle, priceSummary, type CaseDocumentModel, type DocumentFinance, type DocumentParty, type PriceSummary } from './document-model.ts';
import {
  AmountRow,
  CarDetails,
  CarPicture,
  CheckMark,
  Closing,
  date,
  documentStyles,
  kr,
  km,
  Letterhead,
  orDash,
  Party,
  Row,
  Section,
  Signatures,
  SwapCarDetails,
} from './parts.tsx';

/**
 * Every printable case document (spec part 2 "Modals", "Document options", §7 "Documents"): offer, sales contract,
 * purchase agreement, rental contract, test-drive slip, invoice basis, customs document and preparation document.
 * Plain data and the chosen options in, self-contained HTML out; the Chromium renderer prints it on A4.
 */
interface DocumentProps {
  model: CaseDocumentModel;
  options: DocumentOptions;
  summary: PriceSummary;
}

const buyerTitle = (model: CaseDocumentModel): string => (model.buyers?.kind === 'business' ? 'Køber (erhverv)' : 'Køber');

const Buyers = ({ model, seller }: { model: CaseDocumentModel; seller?: DocumentParty }) => {
  const buyers = model.buyers;
  const second = buyers?.coDebtor ?? buyers?.decisionMaker ?? null;
  return (
    <>
      <div className="parties">
        <Party title={buyerTitle(model)} party={buyers?.buyer ?? null} missing="Ingen køber angivet." />
        {seller ? <Party title="Sælger" party={seller} /> : second ? <Party title={buyers?.coDebtor ? 'Medkøber' : 'Beslutningstager'} party={second} /> : null}
      </div>
      {seller && second ? (
        <div className="parties">
          <Party title={buyers?.coDebtor ? 'Medkøber' : 'Beslutningstager'} party={second} />
        </div>
      ) : null}
    </>
  );
};

const percent = (value: number | null, decimals: number): string => (value === null ? '–' : `${formatNumber(value, decimals)} %`);
const months = (value: number | null): string => (value === null ? '–' : `${formatNumber(value)} måneder`);
const financeName = (finance: DocumentFinance): string => [finance.Company, finance.Product].filter(Boolean).join(', ');

/** The active finance offer in one line, under the prices of the offer, the contract and the invoice basis. */
const financeLine = (finance: DocumentFinance): string =>
  [
    `Finansiering via ${financeName(finance)}: ${kr(finance.MonthlyPayment)} pr. måned`,
    finance.TermMonths !== null ? ` i ${months(finance.TermMonths)}` : '',
    finance.DownPayment !== null ? `, udbetaling ${kr(finance.DownPayment)}` : '',
    finance.AnnualPercentageRate !== null ? `, ÅOP ${percent(finance.AnnualPercentageRate, 1)}` : '',
    '.',
  ].join('');

/** The price table of offer, contract and invoice basis: what each option shows or hides. */
const Prices = ({ model, options, summary, title = 'Pris' }: DocumentProps & { title?: string }) => {
  const { prices } = model;
  const { flags } = options;
  const carPrice = flags.ShowDiscount ? prices.Price : prices.Price === null ? null : prices.Price - summary.discountWithVat;
  return (
    <Section title={title}>
      <table className="prices">
        <tbody>
          <AmountRow label="Bilens pris inkl. moms og afgifter" value={carPrice} />
          {flags.ShowExtraEquipment
            ? prices.ExtraEquipment.map((line, index) => <AmountRow key={index} label={`Ekstraudstyr: ${line.Description}`} value={line.Price} />)
            : null}
          {!flags.ShowExtraEquipment && summary.extraEquipment !== 0 ? <AmountRow label="Ekstraudstyr i alt" value={summary.extraEquipment} /> : null}
          {prices.DeliveryCost ? <AmountRow label="Levering" value={prices.DeliveryCost} /> : null}
          {prices.LicensePlateCost ? <AmountRow label="Nummerplader" value={prices.LicensePlateCost} /> : null}
          {flags.ShowDiscount && summary.discountWithVat !== 0 ? <AmountRow label={discountLabel(prices.DiscountCarriesVat ?? true)} value={-summary.discountWithVat} /> : null}
          <AmountRow label="Kontantpris i alt" value={summary.total} strong />
          {model.swapCar && flags.ShowSwapPrice ? (
            <>
              <AmountRow label={model.swapCar.HasSwapPriceAgreement ? 'Aftalt byttepris' : 'Byttepris'} value={-(model.swapCar.Price ?? 0)} />
              {model.swapCar.UnpaidDebt ? <AmountRow label="Restgæld på byttebil" value={model.swapCar.UnpaidDebt} /> : null}
            </>
          ) : null}
          {model.swapCar ? <AmountRow label="Til betaling" value={summary.toPay} strong /> : null}
          {prices.CashPayment ? <AmountRow label="Udbetaling" value={prices.CashPayment} /> : null}
          {prices.CashPayment && model.financeText ? <AmountRow label="Restbeløb til finansiering" value={summary.remaining} /> : null}
        </tbody>
      </table>
      {model.finance?.MonthlyPayment != null ? <p className="small">{financeLine(model.finance)}</p> : null}
      {model.financeText ? <p className="small">Finansiering: {model.financeText}</p> : null}
      {model.insuranceText ? <p className="small">Forsikring: {model.insuranceText}</p> : null}
    </Section>
  );
};

const OtherAgreements = ({ model }: { model: CaseDocumentModel }) => {
  const agreements = model.otherAgreements;
  if (!agreements) return null;
  const rows: [string, string][] = [];
  if (agreements.DeliveryDate) rows.push(['Levering', `${date(agreements.DeliveryDate)}${agreements.DeliveryTime ? ` kl. ${agreements.DeliveryTime}` : ''}`]);
  if (agreements.DeliveryComments) rows.push(['Bemærkninger til levering', agreements.DeliveryComments]);
  if (agreements.DealerWarranty) rows.push(['Forhandlergaranti', agreements.DealerWarranty]);
  if (agreements.ExcessOnDealerWarranty) rows.push(['Selvrisiko på forhandlergaranti', kr(agreements.ExcessAmountOnDealerWarranty)]);
  if (agreements.DealerRightToComplain) rows.push(['Reklamationsret', agreements.DealerRightToComplain]);
  if (agreements.FactoryGuaranteeEndDate) rows.push(['Fabriksgaranti til', date(agreements.FactoryGuaranteeEndDate)]);
  if (agreements.UsedCarCertificate) rows.push(['Brugtbilcertifikat', 'Ja']);
  if (agreements.EUNumberPlate) rows.push(['EU-nummerplade', 'Ja']);
  if (agreements.ConditionalOnFinancing) rows.push(['Handlen er betinget af finansiering', 'Ja']);
  if (agreements.InsuranceCompany) rows.push(['Forsikringsselskab', [agreements.InsuranceCompany, agreements.InsurancePolicyNumber].filter(Boolean).join(', police ')]);
  if (agreements.UseSequentialNumber && agreements.SequentialNumber) rows.push(['Løbenummer', agreements.SequentialNumber]);
  if (rows.length === 0 && !agreements.GeneralComments) return null;
  return (
    <Section title="Andre aftaler">
      {rows.length > 0 ? (
        <table className="details">
          <tbody>
            {rows.map(([label, value]) => (
              <Row key={label} label={label} value={value} />
            ))}
          </tbody>
        </table>
      ) : null}
      {agreements.GeneralComments ? <p className="text-block">{agreements.GeneralComments}</p> : null}
    </Section>
  );
};

const Conditions = ({ children }: { children: ReactNode }) => (
  <Section title="Vilkår" className="terms">
    {children}
  </Section>
);

const Permission = ({ dealer }: { dealer: DocumentParty }) => (
  <Section title="Samtykke" className="terms">
    <p>
      <CheckMark checked={false} />
      Jeg giver samtykke til, at {dealer.Name} må kontakte mig med tilbud og information om service og produkter på e-mail,
      sms og telefon. Samtykket kan til enhver tid trækkes tilbage.
    </p>
  </Section>
);

/** 'Aarhus, 07-03-2026' above the signatures when the other agreements ask for today's date and the city. */
const SignaturePlace = ({ model }: { model: CaseDocumentModel }) => {
  const agreements = model.otherAgreements;
  const parts = [agreements?.ShowCity ? agreements.SignatureCity || model.dealer.City : '', agreements?.ShowTodaysDate ? formatDateTime(model.printedAt).slice(0, 10) : ''];
  const text = parts.filter(Boolean).join(', ');
  return text ? <p className="small">{text}</p> : null;
};

const sellerSignature = (model: CaseDocumentModel) => ({
  label: 'Sælger',
  name: model.salesperson ? `${model.salesperson}, ${model.dealer.Name}` : model.dealer.Name,
});

const OfferDocument = ({ model, options, summary }: DocumentProps) => (
  <main>
    {options.template === 'WithPicture' ? <CarPicture title={model.car.Title} /> : null}
    <p>
      Kære {model.buyers?.buyer.Name || 'kunde'}. Tak for din interesse. Hermed vores tilbud på {model.car.Title}.
    </p>
    <Buyers model={model} />
    <CarDetails car={model.car} />
    {model.swapCar ? <SwapCarDetails swapCar={model.swapCar} showPrice={options.flags.ShowSwapPrice} /> : null}
    <Prices model={model} options={options} summary={summary} title="Tilbud" />
    <OtherAgreements model={model} />
    <p className="small">Tilbuddet gælder i 14 dage fra ovenstående dato og forudsætter, at bilen ikke er solgt i mellemtiden.</p>
    {model.salesperson ? <p>Med venlig hilsen {model.salesperson}, {model.dealer.Name}</p> : null}
  </main>
);

const ContractDocument = ({ model, options, summary }: DocumentProps) => (
  <main>
    <Buyers model={model} seller={model.dealer} />
    <CarDetails car={model.car} />
    {model.swapCar ? <SwapCarDetails swapCar={model.swapCar} showPrice={options.flags.ShowSwapPrice} /> : null}
    <Prices model={model} options={options} summary={summary} />
    <OtherAgreements model={model} />
    <Closing>
    {options.flags.ShowConditions ? (
      <Conditions>
        <p>
          Køretøjet sælges som beset. Ejendomsretten overgår til køber, når købesummen er betalt fuldt ud. Sælger forbeholder
          sig ejendomsretten, indtil hele købesummen er betalt. Aftalen er bindende for begge parter, når den er underskrevet.
        </p>
      </Conditions>
    ) : null}
    {options.flags.ShowPermission ? <Permission dealer={model.dealer} /> : null}
    <SignaturePlace model={model} />
    <Signatures left={{ label: 'Køber', name: model.buyers?.buyer.Name || null }} right={sellerSignature(model)} />
    </Closing>
  </main>
);

/** The dealer buys the customer's car (the swap car): the customer sells, the dealer buys. */
const PurchaseDocument = ({ model, options }: DocumentProps) => (
  <main>
    <div className="parties">
      <Party title="Sælger" party={model.buyers?.buyer ?? null} missing="Ingen sælger angivet." />
      <Party title="Køber" party={model.dealer} />
    </div>
    {model.swapCar ? (
      <SwapCarDetails swapCar={model.swapCar} showPrice={false} />
    ) : (
      <Section title="Køretøj">
        <p className="missing">Sagen har ingen byttebil.</p>
      </Section>
    )}
    {model.swapCar ? (
      <Section title="Købesum">
        <table className="prices">
          <tbody>
            {options.flags.ShowSwapPrice ? (
              <>
                <AmountRow label={model.swapCar.HasSwapPriceAgreement ? 'Aftalt købesum' : 'Købesum inkl. moms'} value={model.swapCar.Price} />
                <AmountRow label="Restgæld, som indfries af køber" value={model.swapCar.UnpaidDebt ?? 0} />
                <AmountRow label="Til udbetaling til sælger" value={(model.swapCar.Price ?? 0) - (model.swapCar.UnpaidDebt ?? 0)} strong />
              </>
            ) : (
              <Row label="Købesum" value={`Modregnes i handlen på sag nr. ${model.caseId}`} alignRight />
            )}
          </tbody>
        </table>
      </Section>
    ) : null}
    <Closing>
    {options.flags.ShowConditions ? (
      <Conditions>
        <p>
          Sælger erklærer, at køretøjet tilhører sælger, og at der ikke er anden gæld i det end den oplyste restgæld. Sælger
          indestår for, at de oplyste kilometer og skader er korrekte. Køretøjet overdrages med alle nøgler og papirer.
        </p>
      </Conditions>
    ) : null}
    {options.flags.ShowPermission ? <Permission dealer={model.dealer} /> : null}
    <SignaturePlace model={model} />
    <Signatures left={{ label: 'Sælger', name: model.buyers?.buyer.Name || null }} right={{ label: 'Køber', name: model.dealer.Name }} />
    </Closing>
  </main>
);

const periodOrNull = (day: string | null | undefined, time: string | null | undefined): string | null =>
  day ? `${date(day)}${time ? ` kl. ${time}` : ''}` : null;
const period = (day: string | null | undefined, time: string | null | undefined): string => periodOrNull(day, time) ?? '–';

/** A line to write on by hand: what the rental does not say yet is filled in when the car is handed over. */
const FillIn = () => <span className="fill-in" aria-label="Udfyldes ved udlevering" />;
const RentalRow = ({ label, value, amount = false }: { label: string; value: string | null; amount?: boolean }) => (
  <tr>
    <th scope="row">{label}</th>
    <td className={amount ? 'amount' : undefined}>{value ?? <FillIn />}</td>
  </tr>
);
const rentalKr = (value: number | null | undefined): string | null => (value == null ? null : kr(value));

/**
 * The rental contract. What the rental tab holds is printed; what it leaves open comes from the case (the car's
 * mileage at handover is its mileage now) or is a line to fill in by hand, so that a contract printed before the
 * rental tab is filled in is still a contract to complete on paper, not a page of dashes.
 */
const RentalDocument = ({ model, options }: DocumentProps) => {
  const rental = model.rental ?? {};
  const kmStart = rental.kmStart ?? model.car.Mileage;
  const fuel = rental.isFullTank ? 'Fuld tank' : rental.fuelTankLitersStart == null ? null : `${formatNumber(rental.fuelTankLitersStart, 1)} liter`;
  const drivers: [string, string][] = [];
  if (rental.firstAdditionalDriverName) drivers.push(['1. ekstra fører', `${rental.firstAdditionalDriverName}, kørekort ${orDash(rental.firstAdditionalDriverLicense)}`]);
  if (rental.secondAdditionalDriverName) drivers.push(['2. ekstra fører', `${rental.secondAdditionalDriverName}, kørekort ${orDash(rental.secondAdditionalDriverLicense)}`]);
  if (rental.hasForeignDriver && rental.foreignDriverPassportNumber) {
    drivers.push([
      'Udenlandsk fører',
      `Pas ${rental.foreignDriverPassportNumber}, ${orDash(rental.foreignDriverIssuingCountry)}, udstedt ${date(rental.foreignDriverIssueDate)}`,
    ]);
  }
  return (
    <main>
      <div className="parties">
        <Party title="Lejer" party={model.buyers?.buyer ?? null} missing="Ingen lejer angivet." />
        <Party title="Udlejer" party={model.dealer} />
      </div>
      <CarDetails car={model.car} />
      <Section title="Lejeperiode">
        <table className="details">
          <tbody>
            <RentalRow label="Fra" value={periodOrNull(rental.periodFrom, rental.periodFromTime)} />
            <RentalRow label="Til" value={periodOrNull(rental.periodTo, rental.periodToTime)} />
            <RentalRow label="Kilometerstand ved udlevering" value={kmStart == null ? null : km(kmStart)} />
            <RentalRow label="Brændstof ved udlevering" value={fuel} />
            <Row label="Brændstof inkluderet" value={rental.isFuelIncluded ? 'Ja' : 'Nej'} />
          </tbody>
        </table>
      </Section>
      <Section title="Pris">
        <table className="prices">
          <tbody>
            <RentalRow label="Lejepris" value={rentalKr(rental.price)} amount />
            <RentalRow label="Inkluderede kilometer" value={rental.kmIncluded == null ? null : km(rental.kmIncluded)} amount />
            <RentalRow label="Pris pr. ekstra km" value={rentalKr(rental.pricePerExtraKm)} amount />
            {rental.fuelPricePerLiter != null ? <AmountRow label="Brændstofpris pr. liter" value={rental.fuelPricePerLiter} /> : null}
            <RentalRow label="Depositum" value={rentalKr(rental.deposit)} amount />
            <RentalRow label="Ansvarsforsikring" value={rentalKr(rental.liabilityInsurancePrice)} amount />
            <RentalRow label="Kaskoforsikring" value={rentalKr(rental.cascoInsurancePrice)} amount />
            <RentalRow label="Selvrisiko" value={rentalKr(rental.selfRetentionPrice)} amount />
          </tbody>
        </table>
      </Section>
      {drivers.length > 0 ? (
        <Section title="Ekstra førere">
          <table className="details">
            <tbody>
              {drivers.map(([label, value]) => (
                <Row key={label} label={label} value={value} />
              ))}
            </tbody>
          </table>
        </Section>
      ) : null}
      {rental.comment ? (
        <Section title="Bemærkninger">
          <p className="text-block">{rental.comment}</p>
        </Section>
      ) : null}
      <Closing>
      {options.flags.ShowConditions ? (
        <Conditions>
          <p>
            Lejer hæfter for bilen i lejeperioden og for skader, der ikke dækkes af forsikringen, op til selvrisikoen. Bilen
            afleveres med samme mængde brændstof som ved udlevering, medmindre brændstof er inkluderet. Overskredne kilometer
            afregnes med prisen pr. ekstra km.
          </p>
        </Conditions>
      ) : null}
      <Signatures left={{ label: 'Lejer', name: model.buyers?.buyer.Name || null }} right={{ label: 'Udlejer', name: model.dealer.Name }} />
      </Closing>
    </main>
  );
};

const TestDriveDocument = ({ model, options }: DocumentProps) => {
  const testDrive = options.testDrive;
  return (
    <main>
      {options.template === 'PortraitWithPicture' ? <CarPicture title={model.car.Title} /> : null}
      <div className="parties">
        <Party title="Fører" party={model.buyers?.buyer ?? null} missing="Ingen fører angivet." />
        <Party title="Forhandler" party={model.dealer} />
      </div>
      <CarDetails car={model.car} />
      <Section title="Prøvekørsel">
        <table className="details">
          <tbody>
            <Row label="Nummerplade" value={orDash(testDrive?.plate)} />
            <Row label="Start" value={testDrive ? formatDateTime(testDrive.start) : '–'} />
            <Row label="Slut" value={testDrive ? formatDateTime(testDrive.end) : '–'} />
          </tbody>
        </table>
      </Section>
      <Closing>
      <Conditions>
        <p>
          Føreren har gyldigt kørekort og kører bilen på egen risiko i det angivne tidsrum. Føreren hæfter for bøder og for
          skader, der skyldes grov uagtsomhed, og for selvrisikoen på forhandlerens forsikring. Bilen afleveres igen senest
          ved prøvekørslens slut.
        </p>
      </Conditions>
      {options.flags.ShowPermission ? <Permission dealer={model.dealer} /> : null}
      <Signatures left={{ label: 'Fører', name: model.buyers?.buyer.Name || null }} right={sellerSignature(model)} />
      </Closing>
    </main>
  );
};

const Taxation = ({ options }: { options: DocumentOptions }) => (
  <p className="small">
    {options.flags.EnforceV2Taxation
      ? 'Afgiftsberegning: registreringsafgift efter de gældende regler (V2-beregning håndhævet).'
      : 'Afgiftsberegning: registreringsafgift som beregnet på sagen.'}
  </p>
);

const InvoiceDocument = ({ model, options, summary }: DocumentProps) => (
  <main>
    <Buyers model={model} />
    <CarDetails car={model.car} />
    <Section title="Fakturalinjer">
      <table className="prices">
        <tbody>
          {model.prices.MarginScheme ? (
            // Under the margin scheme the invoice states the scheme and shows no VAT (momsloven §§ 69–71).
            <AmountRow label="Bilens pris ekskl. afgift" value={summary.netWithoutVat} />
          ) : (
            <>
              <AmountRow label="Bilens pris ekskl. moms og afgift" value={summary.netWithoutVat} />
              <AmountRow label={model.car.IsVatFree ? 'Moms (brugtmoms, ingen moms)' : 'Moms 25 %'} value={summary.vat} />
            </>
          )}
          <AmountRow label="Registreringsafgift" value={model.prices.RegistrationFee ?? 0} />
        </tbody>
      </table>
      {model.prices.MarginScheme ? <p className="small">{MARGIN_SCHEME_INVOICE_TEXT}</p> : null}
    </Section>
    <Prices model={model} options={options} summary={summary} title="Afregning" />
    <Taxation options={options} />
  </main>
);

const CustomsDocument = ({ model, options, summary }: DocumentProps) => (
  <main>
    <div className="parties">
      <Party title="Registreret ejer" party={model.buyers?.buyer ?? null} missing="Ingen ejer angivet." />
      <Party title="Anmelder" party={model.dealer} />
    </div>
    <CarDetails car={model.car} title="Køretøjets identifikation" />
    <Section title="Afgiftsgrundlag">
      <table className="prices">
        <tbody>
          <AmountRow label="Handelspris inkl. moms og afgift" value={model.prices.Price} />
          <AmountRow label="Pris ekskl. moms og afgift" value={summary.netWithoutVat} />
          <AmountRow label="Moms" value={summary.vat} />
          <AmountRow label="Registreringsafgift" value={model.prices.RegistrationFee ?? 0} strong />
        </tbody>
      </table>
    </Section>
    <Closing>
    <Taxation options={options} />
    <Signatures left={{ label: 'Anmelder', name: model.dealer.Name }} right={{ label: 'Ejer', name: model.buyers?.buyer.Name || null }} />
    </Closing>
  </main>
);

const PreparationDocument = ({ model, options }: DocumentProps) => {
  const agreements = model.otherAgreements;
  return (
    <main>
      <CarDetails car={model.car} />
      <Section title="Levering">
        <table className="details">
          <tbody>
            <Row label="Kunde" value={orDash(model.buyers?.buyer.Name)} />
            <Row label="Leveringsdato" value={period(agreements?.DeliveryDate, agreements?.DeliveryTime)} />
            <Row label="Sælger" value={orDash(model.salesperson)} />
            {agreements?.EUNumberPlate ? <Row label="EU-nummerplade" value="Ja" /> : null}
          </tbody>
        </table>
        {agreements?.DeliveryComments ? <p className="text-block">{agreements.DeliveryComments}</p> : null}
      </Section>
      {options.flags.ShowExtraEquipment && model.prices.ExtraEquipment.length > 0 ? (
        <Section title="Ekstraudstyr, der skal monteres">
          <ul>
            {model.prices.ExtraEquipment.map((line, index) => (
              <li key={index}>{line.Description}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Closing>
      <Section title="Klargøring">
        <p className="text-block">{agreements?.PreparationComment || 'Ingen bemærkninger til klargøringen.'}</p>
      </Section>
      <Signatures left={{ label: 'Klargjort af', name: null }} right={{ label: 'Kontrolleret af', name: null }} />
      </Closing>
    </main>
  );
};

/**
 * The finance contract: the buyer borrows the price less the down payment from the finance company on the terms its
 * plugin quoted for the case's active finance offer, with the figures the credit agreements act asks to be stated.
 */
const FinanceContractDocument = ({ model, summary }: DocumentProps) => {
  const finance = model.finance;
  const buyers = model.buyers;
  const totalPrice = finance && finance.TotalRepayable !== null ? finance.TotalRepayable + (finance.DownPayment ?? 0) : null;
  return (
    <main>
      <div className="parties">
        <Party title="Låntager" party={buyers?.buyer ?? null} missing="Ingen låntager angivet." />
        {buyers?.coDebtor ? <Party title="Medlåntager" party={buyers.coDebtor} /> : <Party title="Forhandler" party={model.dealer} />}
      </div>
      <CarDetails car={model.car} />
      {finance ? (
        <>
          <Section title="Finansiering">
            <table className="details">
              <tbody>
                <Row label="Finansieringsselskab" value={orDash(finance.Company)} />
                <Row label="Produkt" value={orDash(finance.Product)} />
                {finance.StatusText ? <Row label="Status" value={finance.StatusText} /> : null}
              </tbody>
            </table>
          </Section>
          <Section title="Lånets vilkår">
            <table className="prices">
              <tbody>
                <AmountRow label="Kontantpris" value={summary.total} />
                <AmountRow label="Udbetaling" value={finance.DownPayment} />
                <AmountRow label="Kreditbeløb" value={finance.CreditAmount} strong />
                <Row label="Løbetid" value={months(finance.TermMonths)} alignRight />
                <Row label="Fast debitorrente" value={percent(finance.Interest, 2)} alignRight />
                <Row label="ÅOP" value={percent(finance.AnnualPercentageRate, 1)} alignRight />
                <AmountRow label="Månedlig ydelse" value={finance.MonthlyPayment} strong />
                {finance.ResidualValue ? <AmountRow label="Restværdi" value={finance.ResidualValue} /> : null}
                <AmountRow label="Samlede kreditomkostninger" value={finance.TotalCreditCost} />
                <AmountRow label="Samlet beløb at betale" value={finance.TotalRepayable} strong />
                <AmountRow label="Samlet købspris inkl. udbetaling" value={totalPrice} />
              </tbody>
            </table>
            <p className="small">
              ÅOP er beregnet efter kreditaftalelovens bilag 1 på grundlag af kreditbeløbet, løbetiden, debitorrenten og
              lånets gebyrer. Tallene er finansieringsselskabets tilbud på sagen.
            </p>
          </Section>
        </>
      ) : (
        <Section title="Finansiering">
          <p className="missing">Sagen har intet aktivt finansieringstilbud.</p>
        </Section>
      )}
      <Closing>
        <Conditions>
          <p>
            Kontrakten er betinget af finansieringsselskabets endelige kreditgodkendelse. Låntager har 14 dages fortrydelsesret
            efter kreditaftaleloven fra aftalens indgåelse. Bilen tjener som sikkerhed for lånet, og ejendomsretten forbeholdes,
            indtil lånet er betalt fuldt ud.
          </p>
        </Conditions>
        <SignaturePlace model={model} />
        <Signatures left={{ label: 'Låntager', name: buyers?.buyer.Name || null }} right={sellerSignature(model)} />
      </Closing>
    </main>
  );
};

const BODIES: Record<PrintableDocument, (props: DocumentProps) => ReactNode> = {
  Offer: OfferDocument,
  Contract: ContractDocument,
  PurchaseDocument,
  Rental: RentalDocument,
  TestDrive: TestDriveDocument,
  InvoiceDocument,
  CustomsDocument,
  PreparationDocument,
  FinanceContract: FinanceContractDocument,
};

/** Gray is the default look; 'Color' gives the offer, the contract and the purchase agreement the accent colour. */
const THEMES = { Gray: { accent: '#3a3a3a', tint: '#efefef' }, Color: { accent: '#1f5fa6', tint: '#e6eef8' } } as const;

/** The document's full HTML (for the renderer) and the PDF's title: '<Danish name> <case number> – <dealer>'. */
export const caseDocumentHtml = (document: PrintableDocument, model: CaseDocumentModel, options: DocumentOptions): { html: string; title: string } => {
  const name = DOCUMENT_TITLES[document];
  const title = caseDocumentTitle(document, model);
  const theme = THEMES[TAKES_COLOR_THEME.includes(document) ? options.colorTheme : 'Gray'];
  const Body = BODIES[document];
  const body = renderToStaticMarkup(
    <>
      <Letterhead dealer={model.dealer} title={name} caseId={model.caseId} printedAt={model.printedAt} showLogo={options.flags.ShowLogo} />
      <Body model={model} options={options} summary={priceSummary(model)} />
    </>,
  );
  return { title, html: documentShell({ title, body, styles: documentStyles(theme.accent, theme.tint) }) };
};

