import { Fragment, type ReactNode } from 'react';
import { formatDateTime, formatKr, formatNumber, toClientDate } from '../../../domain/format.ts';
import type { DocumentCar, DocumentParty, DocumentSwapCar } from './document-model.ts';

/**
 * The building blocks every case document is made of: letterhead with the dealer's logo, parties, car, price
 * table, signature lines. Danish text, Danish numbers and dates (domain/format.ts).
 */
export const dash = '–';
/** Text as is, or a dash. Numbers go through `kr`, `km` or `count`, so that none is printed without Danish format. */
export const orDash = (value: string | null | undefined): string => (value === null || value === undefined || value === '' ? dash : value);
/** A count in Danish format ('1.250'), or a dash. */
export const count = (value: number | null | undefined): string => (value === null || value === undefined ? dash : formatNumber(value));
export const kr = (value: number | null | undefined): string => (value === null || value === undefined ? dash : formatKr(value));
export const km = (value: number | null | undefined): string => (value === null || value === undefined ? dash : `${formatNumber(value)} km`);
export const date = (value: string | null | undefined): string => orDash(toClientDate(value));

/** The dealer's initials, e.g. 'DBA' for Demo Biler Aarhus: the logo mark (dealers have no uploaded logo yet). */
export const monogram = (name: string): string =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 3)
    .map((word) => word[0]!.toUpperCase())
    .join('');

export const Logo = ({ name }: { name: string }) => (
  <svg className="logo" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label={`${name} logo`}>
    <rect x="1" y="1" width="62" height="62" rx="10" fill="var(--accent)" />
    <text x="32" y="40" textAnchor="middle" fontSize="22" fontWeight="700" fill="#fff" fontFamily="Inter, sans-serif">
      {monogram(name)}
    </text>
  </svg>
);

export const Letterhead = ({
  dealer,
  title,
  caseId,
  printedAt,
  showLogo,
  extra,
}: {
  dealer: DocumentParty;
  title: string;
  caseId: string;
  printedAt: string;
  showLogo: boolean;
  extra?: ReactNode;
}) => (
  <header className="letterhead">
    <div className="dealer">
      {showLogo ? <Logo name={dealer.Name} /> : null}
      <div>
        <p className="dealer-name">{dealer.Name}</p>
        <p>{dealer.Street}</p>
        <p>{[dealer.ZipCode, dealer.City].filter(Boolean).join(' ')}</p>
        <p>
          {dealer.Phone ? `Tlf. ${dealer.Phone}` : ''}
          {dealer.Phone && dealer.Email ? ' · ' : ''}
          {dealer.Email}
        </p>
      </div>
    </div>
    <div className="title">
      <h1>{title}</h1>
      {/* Lines, not a table: a reader (and pdftotext) then reads 'Sag nr. 1042', not the labels first. */}
      <p className="fact">
        Sag nr. <strong>{caseId}</strong>
      </p>
      <p className="fact">
        Dato <strong>{formatDateTime(printedAt).slice(0, 10)}</strong>
      </p>
      {extra}
    </div>
  </header>
);

export const Party = ({ title, party, missing = 'Ingen angivet.' }: { title: string; party: DocumentParty | null; missing?: string }) => (
  <section className="party">
    <h2>{title}</h2>
    {party ? (
      <dl>
        <dt>Navn</dt>
        <dd className="name">{orDash(party.Name)}</dd>
        {party.Note ? (
          <>
            <dt>{party.Note.startsWith('CVR') ? 'CVR-nr.' : 'Titel'}</dt>
            <dd>{party.Note.replace(/^CVR /, '')}</dd>
          </>
        ) : null}
        <dt>Adresse</dt>
        <dd>{orDash(party.Street)}</dd>
        <dt>Postnr. og by</dt>
        <dd>{orDash([party.ZipCode, party.City].filter(Boolean).join(' '))}</dd>
        <dt>Telefon</dt>
        <dd>{orDash(party.Phone)}</dd>
        <dt>E-mail</dt>
        <dd>{orDash(party.Email)}</dd>
      </dl>
    ) : (
      <p className="missing">{missing}</p>
    )}
  </section>
);

/** `alignRight` in price tables, so that a reader takes each label with its own value. */
export const Row = ({ label, value, strong = false, alignRight = false }: { label: string; value: string; strong?: boolean; alignRight?: boolean }) => (
  <tr className={strong ? 'strong' : undefined}>
    <th scope="row">{label}</th>
    <td className={alignRight ? 'amount' : undefined}>{value}</td>
  </tr>
);

export const AmountRow = ({ label, value, strong = false }: { label: string; value: number | null; strong?: boolean }) => (
  <tr className={strong ? 'strong' : undefined}>
    <th scope="row">{label}</th>
    <td className="amount">{kr(value)}</td>
  </tr>
);

export const Section = ({ title, children, className }: { title: string; children: ReactNode; className?: string }) => (
  <section className={className ? `keep-together ${className}` : 'keep-together'}>
    <h2>{title}</h2>
    {children}
  </section>
);

type Detail = [label: string, value: string] | null;

/** Label–value pairs two to a row: a car's particulars in half the height of a list. */
const DetailsGrid = ({ details }: { details: Detail[] }) => {
  const present = details.filter((detail): detail is [string, string] => detail !== null);
  const rows = Array.from({ length: Math.ceil(present.length / 2) }, (_, index) => present.slice(index * 2, index * 2 + 2));
  return (
    <table className="details grid">
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map(([label, value]) => (
              <Fragment key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </Fragment>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
};

export const CarDetails = ({ car, title = 'Køretøj' }: { car: DocumentCar; title?: string }) => (
  <Section title={title}>
    <DetailsGrid
      details={[
        ['Betegnelse', `${car.Title}${car.IsFactoryNew ? ' (fabriksny)' : ''}`],
        car.Make || car.Model ? ['Mærke og model', [car.Make, car.Model].filter(Boolean).join(' ')] : null,
        car.Variant ? ['Variant', car.Variant] : null,
        car.Motor || car.FuelType ? ['Motor og brændstof', [car.Motor, car.FuelType].filter(Boolean).join(', ')] : null,
        ['Registreringsnummer', orDash(car.RegistrationNumber)],
        ['Stelnummer', orDash(car.ChassisNumber)],
        ['Første registrering', date(car.RegistrationDate)],
        ['Kilometerstand', km(car.Mileage)],
        ['Modelår', car.ModelYear === null ? dash : String(car.ModelYear)],
        car.Color ? ['Farve', car.Color] : null,
        car.VehicleNumber ? ['Vognnummer', car.VehicleNumber] : null,
      ]}
    />
  </Section>
);

export const SwapCarDetails = ({ swapCar, showPrice }: { swapCar: DocumentSwapCar; showPrice: boolean }) => (
  <Section title="Byttebil">
    <DetailsGrid
      details={[
        ['Betegnelse', swapCar.Title],
        ['Registreringsnummer', orDash(swapCar.RegistrationNumber)],
        ['Stelnummer', orDash(swapCar.ChassisNumber)],
        ['Første registrering', date(swapCar.RegistrationDate)],
        ['Kilometerstand', km(swapCar.Mileage)],
        ['Modelår', swapCar.ModelYear === null ? dash : String(swapCar.ModelYear)],
        swapCar.NumberOfKeys !== null ? ['Antal nøgler', count(swapCar.NumberOfKeys)] : null,
        swapCar.FinancedBy ? ['Finansieret af', swapCar.FinancedBy] : null,
        swapCar.Damages ? ['Skader', swapCar.Damages] : null,
        showPrice ? [swapCar.HasSwapPriceAgreement ? 'Aftalt byttepris' : 'Byttepris inkl. moms', kr(swapCar.Price)] : null,
        showPrice ? ['Restgæld', kr(swapCar.UnpaidDebt)] : null,
      ]}
    />
  </Section>
);

export const Signatures = ({ left, right }: { left: { label: string; name: string | null }; right: { label: string; name: string | null } }) => (
  <div className="signatures keep-together">
    {[left, right].map((signer) => (
      <div className="signature" key={signer.label}>
        <div className="line" />
        <p>
          {signer.label}
          {signer.name ? `: ${signer.name}` : ''}
        </p>
        <p className="hint">Dato og underskrift</p>
      </div>
    ))}
  </div>
);

/**
 * The end of a document that must not be parted: the last terms, the place and date, and the signature lines. Kept on
 * one page, so that signatures never stand alone on a page without the text they sign.
 */
export const Closing = ({ children }: { children: ReactNode }) => <div className="closing keep-together">{children}</div>;

/**
 * A box to tick, drawn (not a font glyph, which Inter lacks and another font would print as an empty square), with a
 * tick when `checked`. A consent the customer has not given yet is an empty box, ticked by hand.
 */
export const CheckMark = ({ checked }: { checked: boolean }) => (
  <svg className="checkbox" viewBox="0 0 12 12" role="img" aria-label={checked ? 'Afkrydset' : 'Ikke afkrydset'}>
    <rect x="0.5" y="0.5" width="11" height="11" fill="none" stroke="#000" strokeWidth="1" />
    {checked ? <path d="M2.5 6.5 L5 9 L9.5 3" fill="none" stroke="#000" strokeWidth="1.5" /> : null}
  </svg>
);

/** A picture of the car's kind, for the templates 'with picture' (stock cars carry no photos here yet). */
export const CarPicture = ({ title }: { title: string }) => (
  <figure className="car-picture keep-together">
    <svg width="100%" height="38mm" viewBox="0 0 400 140" role="img" aria-label={title}>
      <rect x="0" y="0" width="400" height="140" fill="var(--tint)" />
      <path
        d="M60 100 L75 70 Q85 52 110 50 L250 48 Q275 48 295 66 L320 80 Q345 84 350 100 Z"
        fill="var(--accent)"
        opacity="0.85"
      />
      <circle cx="120" cy="102" r="18" fill="#333" />
      <circle cx="290" cy="102" r="18" fill="#333" />
      <circle cx="120" cy="102" r="8" fill="#ccc" />
      <circle cx="290" cy="102" r="8" fill="#ccc" />
    </svg>
    <figcaption>{title} · Billedet er vejledende</figcaption>
  </figure>
);

export const documentStyles = (accent: string, tint: string): string => `
:root { --accent: ${accent}; --tint: ${tint}; }
.letterhead { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 0.6mm solid var(--accent); padding-bottom: 4mm; margin-bottom: 5mm; }
.dealer { display: flex; gap: 4mm; align-items: flex-start; }
.dealer p { margin: 0; }
.dealer .dealer-name { font-size: 12pt; font-weight: 700; margin-bottom: 1mm; }
.logo { width: 16mm; height: 16mm; flex: none; }
.title { text-align: right; }
.title h1 { font-size: 22pt; letter-spacing: 0.5pt; margin: 0 0 2mm; color: var(--accent); }
.fact { margin: 0 0 0.5mm; color: #444; }
.fact strong { color: #000; margin-left: 2mm; }
.parties { display: flex; gap: 8mm; }
.party { flex: 1; }
h2 { font-size: 11pt; letter-spacing: 0.3pt; border-bottom: 0.3mm solid var(--accent); padding-bottom: 1mm; color: var(--accent); }
dl { display: grid; grid-template-columns: 30mm 1fr; margin: 0; row-gap: 0.8mm; }
dt { color: #444; }
dd { margin: 0; }
dd.name { font-weight: 700; }
.missing { color: #a00; }
.details th, .prices th { width: 60mm; font-weight: 400; color: #444; padding-left: 0; }
.details td { font-weight: 500; }
.details.grid { table-layout: fixed; }
.details.grid th { width: 38mm; }
.details.grid td { width: 47mm; }
.details tr, .prices tr { border-bottom: 0.2mm solid #ddd; }
.prices th { width: auto; color: #000; }
.prices tr.strong th, .prices tr.strong td { font-weight: 700; font-size: 11pt; background: var(--tint); }
.terms p, .small { font-size: 8.5pt; color: #333; }
.text-block { white-space: pre-wrap; }
.signatures { display: flex; gap: 14mm; margin-top: 14mm; }
.signature { flex: 1; }
.signature .line { border-bottom: 0.3mm solid #000; height: 14mm; }
.signature p { margin: 1.5mm 0 0; }
.signature .hint { font-size: 8pt; color: #555; margin-top: 0.5mm; }
.car-picture { margin: 0 0 4mm; }
.car-picture figcaption { font-size: 8pt; color: #555; margin-top: 1mm; }
.checklist td { width: 12mm; }
.checkbox { display: inline-block; width: 3.5mm; height: 3.5mm; vertical-align: -0.6mm; margin-right: 1.5mm; }
/* Labels wrap between words only: a word such as 'Registreringsnummer' is never split. */
th, dt { overflow-wrap: normal; word-break: normal; hyphens: manual; }
.fill-in { display: inline-block; min-width: 40mm; border-bottom: 0.2mm solid #000; }
`;
