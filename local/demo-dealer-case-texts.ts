import type { EventData } from '../events/catalogue.ts';

/**
 * The demo dealers' warranty and right-to-complain texts, the choices of a case's other agreements. Each demo
 * department gets the same lists, with its own name in the first warranty so a test can tell them apart.
 */
export const demoDealerCaseTexts = (dealerName: string): EventData<'DealerCaseTextsSet'> => ({
  Warranties: [
    { Id: '1', Text: `${dealerName} yder 3 måneders forhandlergaranti på motor, gearkasse og bagtøj.` },
    { Id: '2', Text: '6 måneders forhandlergaranti eller 10.000 km på motor, gearkasse og bagtøj, hvad der først indtræffer.' },
    { Id: '3', Text: '12 måneders forhandlergaranti efter forhandlerens garantibetingelser, som køber har modtaget.' },
    { Id: '4', Text: 'Bilen sælges uden forhandlergaranti.' },
  ],
  RightToComplain: [
    { Id: '1', Text: 'Køber har 24 måneders reklamationsret efter købeloven.' },
    { Id: '2', Text: 'Ved erhvervskøb er reklamationsretten begrænset til 12 måneder.' },
    { Id: '3', Text: 'Bilen sælges som handelsvare uden reklamationsret (kun ved erhvervskøb).' },
  ],
});
