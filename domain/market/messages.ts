/** What the all-cars list tells its user (Danish, as staff read it). */
export const MarketMessages = {
  notFound: 'Bilen findes ikke på markedet.',
} as const;
