import { renderToStaticMarkup } from 'react-dom/server';
import { formatKr, formatNumber, toClientDate } from '../../../domain/format.ts';
import { documentShell } from '../document-shell.ts';

/**
 * The sales contract (Slutseddel): dealer, buyer, car, price and signature lines on one A4 page. Plain data in, HTML
 * out; the PDF renderer prints it. Everything the reader sees is Danish, numbers and dates in Danish format.
 */
export interface ContractParty {
  Name: string;
  Street: string;
  ZipCode: string;
  City: string;
  Phone: string;
  Email: string;
}

export interface ContractCar {
  Title: string;
  RegistrationNumber: string | null;
  ChassisNumber: string | null;
  VehicleNumber: string | null;
  /** First registration, `YYYY-MM-DD`. */
  RegistrationDate: string | null;
  Mileage: number | null;
  ModelYear: number | null;
  IsFactoryNew: boolean;
}

export interface ContractProps {
  caseId: string;
  /** The contract's date, `DD-MM-YYYY`. */
  date: string;
  dealer: ContractParty;
  buyer: ContractParty | null;
  coBuyer?: ContractParty | null;
  car: ContractCar;
  /** Price including VAT, in kroner. */
  price: number | null;
  salesperson: string | null;
}

const dash = '–';
const orDash = (value: string | number | null | undefined): string => (value === null || value === undefined || value === '' ? dash : String(value));

const Party = ({ title, party }: { title: string; party: ContractParty | null }) => (
  <section className="party">
    <h2>{title}</h2>
    {party ? (
      <dl>
        <dt>Navn</dt>
        <dd className="name">{orDash(party.Name)}</dd>
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
      <p className="missing">Ingen køber angivet.</p>
    )}
  </section>
);

const Row = ({ label, value }: { label: string; value: string }) => (
  <tr>
    <th scope="row">{label}</th>
    <td>{value}</td>
  </tr>
);

const Signature = ({ label, name }: { label: string; name: string | null }) => (
  <div className="signature">
    <div className="line" />
    <p>
      {label}
      {name ? `: ${name}` : ''}
    </p>
    <p className="hint">Dato og underskrift</p>
  </div>
);

export const ContractDocument = ({ caseId, date, dealer, buyer, coBuyer, car, price, salesperson }: ContractProps) => (
  <main>
    <header>
      <div className="dealer">
        <p className="dealer-name">{dealer.Name}</p>
        <p>{dealer.Street}</p>
        <p>{[dealer.ZipCode, dealer.City].filter(Boolean).join(' ')}</p>
        <p>
          {dealer.Phone ? `Tlf. ${dealer.Phone}` : ''}
          {dealer.Phone && dealer.Email ? ' · ' : ''}
          {dealer.Email}
        </p>
      </div>
      <div className="title">
        <h1>Slutseddel</h1>
        {/* Lines, not a table: a reader (and pdftotext) then reads 'Sag nr. 1042', not the labels first. */}
        <p className="fact">
          Sag nr. <strong>{caseId}</strong>
        </p>
        <p className="fact">
          Dato <strong>{date}</strong>
        </p>
      </div>
    </header>

    <div className="parties">
      <Party title="Køber" party={buyer} />
      <Party title="Sælger" party={dealer} />
    </div>
    {coBuyer ? (
      <div className="parties">
        <Party title="Medkøber" party={coBuyer} />
      </div>
    ) : null}

    <section>
      <h2>Køretøj</h2>
      <table className="details">
        <tbody>
          <Row label="Betegnelse" value={`${car.Title}${car.IsFactoryNew ? ' (fabriksny)' : ''}`} />
          <Row label="Registreringsnummer" value={orDash(car.RegistrationNumber)} />
          <Row label="Stelnummer" value={orDash(car.ChassisNumber)} />
          <Row label="Første registrering" value={orDash(toClientDate(car.RegistrationDate))} />
          <Row label="Kilometerstand" value={car.Mileage === null ? dash : `${formatNumber(car.Mileage)} km`} />
          <Row label="Modelår" value={orDash(car.ModelYear)} />
          {car.VehicleNumber ? <Row label="Vognnummer" value={car.VehicleNumber} /> : null}
        </tbody>
      </table>
    </section>

    <section className="keep-together">
      <h2>Pris</h2>
      <table className="price">
        <tbody>
          <tr>
            <th scope="row">Kontantpris inkl. moms og afgifter</th>
            <td className="amount">{price === null ? dash : formatKr(price)}</td>
          </tr>
        </tbody>
      </table>
    </section>

    <section className="terms keep-together">
      <h2>Vilkår</h2>
      <p>
        Køretøjet sælges som beset. Ejendomsretten overgår til køber, når købesummen er betalt fuldt ud. Sælger
        forbeholder sig ejendomsretten, indtil hele købesummen er betalt. Aftalen er bindende for begge parter, når den
        er underskrevet.
      </p>
    </section>

    <div className="signatures keep-together">
      <Signature label="Køber" name={buyer?.Name || null} />
      <Signature label="Sælger" name={salesperson ? `${salesperson}, ${dealer.Name}` : dealer.Name} />
    </div>
  </main>
);

const styles = `
header { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 0.6mm solid #000; padding-bottom: 4mm; margin-bottom: 5mm; }
.dealer p { margin: 0; }
.dealer .dealer-name { font-size: 12pt; font-weight: 700; margin-bottom: 1mm; }
.title { text-align: right; }
.title h1 { font-size: 22pt; letter-spacing: 0.5pt; margin: 0 0 2mm; }
.fact { margin: 0 0 0.5mm; color: #444; }
.fact strong { color: #000; margin-left: 2mm; }
.parties { display: flex; gap: 8mm; }
.party { flex: 1; }
h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 0.6pt; border-bottom: 0.3mm solid #888; padding-bottom: 1mm; }
dl { display: grid; grid-template-columns: 30mm 1fr; margin: 0; row-gap: 0.8mm; }
dt { color: #444; }
dd { margin: 0; }
dd.name { font-weight: 700; }
.missing { color: #a00; }
.details th, .price th { width: 55mm; font-weight: 400; color: #444; padding-left: 0; }
.details td { font-weight: 500; }
.details tr, .price tr { border-bottom: 0.2mm solid #ddd; }
.price th { width: auto; color: #000; font-weight: 700; }
.price td { font-size: 13pt; font-weight: 700; }
.terms p { font-size: 9pt; color: #333; }
.signatures { display: flex; gap: 14mm; margin-top: 16mm; }
.signature { flex: 1; }
.signature .line { border-bottom: 0.3mm solid #000; height: 14mm; }
.signature p { margin: 1.5mm 0 0; }
.signature .hint { font-size: 8pt; color: #555; margin-top: 0.5mm; }
`;

/** The contract's full HTML (for the renderer) and the PDF's title. */
export const contractHtml = (props: ContractProps): { html: string; title: string } => {
  const title = `Slutseddel ${props.caseId} – ${props.dealer.Name}`;
  return { title, html: documentShell({ title, body: renderToStaticMarkup(<ContractDocument {...props} />), styles }) };
};
