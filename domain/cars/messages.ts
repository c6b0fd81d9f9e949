/** What staff read when the stock car refuses something. */
export const CarMessages = {
  notFound: 'Bilen findes ikke.',
  exists: 'Bilen findes allerede.',
  alreadySold: 'Bilen er allerede solgt.',
  salesPriceMissing: 'Indtast salgsprisen, eller vælg at salgsprisen ikke skal gemmes.',
  priceTypeMissing: 'Vælg om salgsprisen er detailpris eller anden pris.',
} as const;
