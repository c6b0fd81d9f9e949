/** What staff read when the stock car refuses something. */
export const CarMessages = {
  notFound: 'Bilen findes ikke.',
  exists: 'Bilen findes allerede.',
  alreadySold: 'Bilen er allerede solgt.',
  salesPriceMissing: 'Indtast salgsprisen, eller vælg at salgsprisen ikke skal gemmes.',
  priceTypeMissing: 'Vælg om salgsprisen er detailpris eller anden pris.',
  /** A car the car API maintains (the spec's CanEdit false). */
  locked: 'Bilen vedligeholdes via bil-API og kan derfor ikke redigeres her.',
  adTypeSetByRule: 'Annoncering er sat af en regel og kan ikke ændres.',
  adTypeChangeTitle: 'Skift annoncetype',
  adTypeChange: (from: string | null, to: string): string =>
    from ? `Vil du skifte bilens annoncetype fra ${from} til ${to}?` : `Vil du sætte bilens annoncetype til ${to}?`,
  transferSameDepartment: 'Bilen er allerede i denne afdeling.',
  transferSold: 'En solgt bil kan ikke overføres.',
  tooManyPictures: 'Bilen kan højst have 12 billeder.',
  pictureNotFound: 'Billedet findes ikke.',
  pictureNumber: 'Billedets nummer findes ikke.',
  /** Spec part 1 §5, set internal/external. */
  noCarsChosen: 'Du skal vælge mindst én bil før du kan ændre visning',
  viewUpdated: 'Visning er opdateret',
  transferred: (title: string, department: string): string => `Bilen ${title} er nu overført til ${department}`,
  deleted: (title: string): string => `Bilens ${title} er slettet`,
} as const;

/** Spec document 2 §9: at most 12 pictures per car. */
export const MAX_PICTURES = 12;
