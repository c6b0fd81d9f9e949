/** What staff read when the customer refuses something: the spec's wording where it gives one (part 1 §8). */
export const CustomerMessages = {
  notFound: 'Kunden findes ikke.',
  exists: 'Kunden findes allerede.',
  kindIsFixed: 'Privat eller erhverv kan kun vælges for en ny kunde.',
  /** Confirmations and failures of the customer screens (part 1 §8). */
  saved: 'Kunden er gemt',
  deleted: (title: string) => `Kunden ${title} blev slettet permanent.`,
  deleteFailed: 'Kunden kunne ikke slettes',
} as const;
