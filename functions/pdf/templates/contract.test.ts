import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser } from '../browser.ts';
import { pdfFonts, pdfInfo, pdfText } from '../pdf-tools.test-support.ts';
import { renderPdf } from '../renderer.ts';
import { contractHtml, type ContractProps } from './contract.tsx';

const props: ContractProps = {
  caseId: '1042',
  date: '07-03-2026',
  dealer: { Name: 'Bilhuset Ærø A/S', Street: 'Randersvej 120', ZipCode: '8200', City: 'Aarhus N', Phone: '86102030', Email: 'salg@aeroe.dk' },
  buyer: { Name: 'Åse Ørsted', Street: 'Vestergade 1, c/o Bøgh', ZipCode: '8000', City: 'Aarhus C', Phone: '40404040', Email: 'aase@example.dk' },
  coBuyer: null,
  car: {
    Title: 'Škoda Octavia Combi 1.5 TSI',
    RegistrationNumber: 'AB12345',
    ChassisNumber: 'TMBJR7NX5MY012345',
    VehicleNumber: null,
    RegistrationDate: '2021-03-15',
    Mileage: 45000,
    ModelYear: 2021,
    IsFactoryNew: false,
  },
  price: 189900.5,
  salesperson: 'Mads Sørensen',
};

describe('the contract (Slutseddel) template', { timeout: 60_000 }, () => {
  afterAll(async () => {
    await closeBrowser();
  });

  it("prints the dealer, case number, date, buyer, car, Danish price and both signature lines on one A4 page", async () => {
    const { html, title } = contractHtml(props);
    const pdf = await renderPdf(html, { title, author: props.dealer.Name });
    const text = pdfText(pdf);

    for (const expected of [
      'Slutseddel',
      'Bilhuset Ærø A/S',
      'Randersvej 120',
      '8200 Aarhus N',
      'Tlf. 86102030',
      'salg@aeroe.dk',
      'Sag nr. 1042',
      'Dato 07-03-2026',
      'Køber',
      'Åse Ørsted',
      'Vestergade 1, c/o Bøgh',
      '8000 Aarhus C',
      '40404040',
      'aase@example.dk',
      'Betegnelse Škoda Octavia Combi 1.5 TSI',
      'Registreringsnummer AB12345',
      'Stelnummer TMBJR7NX5MY012345',
      'Første registrering 15-03-2021',
      'Kilometerstand 45.000 km',
      'Modelår 2021',
      '189.900,50 kr.',
      'Sælger: Mads Sørensen, Bilhuset Ærø A/S',
      'Side 1 af 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.match(/Dato og underskrift/g)).toHaveLength(2);
    const info = pdfInfo(pdf);
    expect(info.Title).toBe('Slutseddel 1042 – Bilhuset Ærø A/S');
    expect(info.Pages).toBe('1');
    expect(pdfFonts(pdf).some((font) => /Inter/.test(font))).toBe(true);
  });

  it('escapes what users typed, says when the buyer is missing and marks a factory-new car', async () => {
    const { html } = contractHtml({
      ...props,
      buyer: null,
      car: { ...props.car, Title: 'Tesla <Model 3> & co', IsFactoryNew: true, RegistrationNumber: null, Mileage: null },
      price: null,
    });
    expect(html).toContain('Tesla &lt;Model 3&gt; &amp; co (fabriksny)');
    const text = pdfText(await renderPdf(html, { title: 'Slutseddel', author: 'x' }));
    expect(text).toContain('Ingen køber angivet.');
    expect(text).toContain('Tesla <Model 3> & co (fabriksny)');
    expect(text).toContain('Registreringsnummer –');
    expect(text).toContain('Kilometerstand –');
  });
});
