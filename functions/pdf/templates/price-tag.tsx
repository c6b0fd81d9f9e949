import { renderToStaticMarkup } from 'react-dom/server';
import { formatKr } from '../../../domain/format.ts';
import type { PriceTagModel } from '../../../domain/price-tags/price-tag-content.ts';
import { documentShell } from '../document-shell.ts';
import { CarPicture, Logo } from './parts.tsx';

/**
 * The price tag in the car's window (spec part 1 §2, §3 "Price tag"): make and model large, the price larger, the
 * extra equipment as text or a dotted list, the chosen car facts, free text and, when shown, the financing's
 * representative example with every figure credit advertising must state. Portrait or landscape A4, with or without
 * the car's picture.
 */
const PriceTag = ({ tag }: { tag: PriceTagModel }) => (
  <article className={`price-tag ${tag.landscape ? 'landscape' : 'portrait'}`}>
    <header className="tag-head">
      <div>
        <h1>
          {tag.make} {tag.model}
        </h1>
        {tag.description ? <p className="description">{tag.description}</p> : null}
        {tag.identifier ? <p className="identifier">{tag.identifier}</p> : null}
      </div>
      {tag.showLogo ? (
        <div className="dealer-mark">
          <Logo name={tag.dealerName} />
          <span>{tag.dealerName}</span>
        </div>
      ) : null}
    </header>
    <div className="tag-body">
      <div className="tag-main">
        {tag.withPicture ? <CarPicture title={`${tag.make} ${tag.model}`} /> : null}
        <section className="price">
          <p className="price-label">{tag.price.label}</p>
          <p className="price-amount">{tag.price.text}</p>
          {tag.price.deliveryCost !== null ? <p className="delivery">Leveringsomkostninger {formatKr(tag.price.deliveryCost, 0)}</p> : null}
        </section>
        {tag.extraEquipment.text ? (
          <section className="equipment">
            <h2>Ekstraudstyr</h2>
            {tag.extraEquipment.dotted ? (
              <ul className="dotted">
                {tag.extraEquipment.items.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            ) : (
              <p className="text-block">{tag.extraEquipment.text}</p>
            )}
          </section>
        ) : null}
      </div>
      <div className="tag-side">
        {tag.additionalInformation.length > 0 ? (
          <table className="information">
            <tbody>
              {tag.additionalInformation.map(([label, value]) => (
                <tr key={label}>
                  <th>{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {tag.freeText ? <p className="free-text">{tag.freeText}</p> : null}
        {tag.financing ? (
          <section className="financing keep-together">
            <h2>Finansiering</h2>
            <table>
              <tbody>
                {tag.financing.lines.map(([label, value]) => (
                  <tr key={label}>
                    <th>{label}</th>
                    <td className="amount">{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="example">{tag.financing.sentence}</p>
          </section>
        ) : null}
      </div>
    </div>
  </article>
);

const STYLES = `
:root { --accent: #1f3a5f; --tint: #e9eef5; }
.price-tag h1 { font-size: 30pt; margin: 0; line-height: 1.1; }
.description { font-size: 14pt; margin: 1mm 0 0; color: #333; }
.identifier { font-size: 10pt; margin: 1mm 0 0; color: #444; }
.tag-head { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 0.8mm solid var(--accent); padding-bottom: 4mm; margin-bottom: 5mm; }
.dealer-mark { display: flex; flex-direction: column; align-items: center; gap: 1mm; font-size: 9pt; font-weight: 600; }
.logo { width: 18mm; height: 18mm; }
.price { margin: 2mm 0 5mm; }
.price p { margin: 0; }
.price-label { font-size: 13pt; color: #333; }
.price-amount { font-size: 40pt; font-weight: 700; color: var(--accent); }
.delivery { font-size: 11pt; }
.equipment h2, .financing h2 { font-size: 12pt; color: var(--accent); border-bottom: 0.3mm solid var(--accent); padding-bottom: 1mm; margin: 0 0 2mm; }
.dotted { columns: 2; column-gap: 8mm; margin: 0; padding-left: 5mm; font-size: 10pt; }
.dotted li { break-inside: avoid; }
.text-block { white-space: pre-wrap; font-size: 10pt; margin: 0; }
.information th { font-weight: 400; color: #444; padding-left: 0; }
.information td { font-weight: 600; }
.information tr { border-bottom: 0.2mm solid #ddd; }
.free-text { font-size: 14pt; font-weight: 600; margin: 5mm 0; }
.financing { margin-top: 5mm; font-size: 9pt; }
.financing th { font-weight: 400; padding-left: 0; }
.financing .example { font-size: 7.5pt; color: #333; margin: 2mm 0 0; }
.portrait .tag-side { margin-top: 4mm; }
.landscape .tag-body { display: flex; gap: 10mm; }
.landscape .tag-main { flex: 3; }
.landscape .tag-side { flex: 2; }
.car-picture { margin: 0 0 3mm; }
.car-picture figcaption { font-size: 8pt; color: #555; margin-top: 1mm; }
`;

/** The tag's full HTML and its title ('Prisskilt – Make Model'). */
export const priceTagHtml = (tag: PriceTagModel): { html: string; title: string } => {
  const title = `Prisskilt – ${tag.make} ${tag.model}`.trim();
  return { title, html: documentShell({ title, body: renderToStaticMarkup(<PriceTag tag={tag} />), styles: STYLES }) };
};
