import { describe, expect, it } from 'vitest';
import { renderRequestSchema } from './render-request.ts';
import { sampleModel, sampleOptions } from './templates/document-sample.ts';

describe('the PDF function request', () => {
  const destination = { key: 'dealers/7/cases/1042/slutseddel.pdf', author: 'Bilhuset Ærø A/S' };
  const caseDocument = { document: 'Contract', model: sampleModel, options: sampleOptions('Contract'), ...destination };

  it('takes a case document as its model and options, which reach the renderer unchanged', () => {
    const parsed = renderRequestSchema.parse(caseDocument);
    expect(parsed).toEqual(caseDocument);
    expect(JSON.stringify(parsed).length).toBeLessThan(10_000);
  });

  it('takes finished HTML with a title', () => {
    expect(renderRequestSchema.parse({ html: '<p>Prisskilt</p>', title: 'Prisskilt', landscape: true, ...destination })).toMatchObject({
      html: '<p>Prisskilt</p>',
      landscape: true,
    });
  });

  it('refuses an unknown document, a model or options missing a part, and HTML without a title', () => {
    const refused = [
      { ...caseDocument, document: 'Kvittering' },
      { ...caseDocument, model: { ...sampleModel, dealer: undefined } },
      { ...caseDocument, model: 'Slutseddel' },
      { ...caseDocument, options: { ...sampleOptions('Contract'), flags: { ShowLogo: 'ja' } } },
      { ...caseDocument, key: '../slutseddel.pdf' },
      { html: '<p>Prisskilt</p>', ...destination },
    ];
    for (const request of refused) expect(renderRequestSchema.safeParse(request).success, JSON.stringify(request).slice(0, 80)).toBe(false);
  });
});
