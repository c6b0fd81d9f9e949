/** What staff read when the customer refuses something: the spec's wording where it gives one (part 1 §8). */
export const CustomerMessages = {
  notFound: 'Kunden findes ikke.',
  exists: 'Kunden findes allerede.',
  kindIsFixed: 'Privat eller erhverv kan kun vælges for en ny kunde.',
  /** Confirmations and failures of the customer screens (part 1 §8). */
  saved: 'Kunden er gemt',
  deleted: (title: string) => `Kunden ${title} blev slettet permanent.`,
  deleteFailed: 'Kunden kunne ikke slettes',
  /** Deleting the customers chosen in the list, in batches (part 1 §4 "Mass delete", §8). */
  massDeleted: 'De valgte kunder blev slettet permanent.',
  massDeleteFailed: 'Der skete en fejl ved sletning af de valgte kunder.',
  /** Another user saved the customer since this one was loaded (a 409 over If-Match). */
  changedByOtherTitle: 'Kunden er ændret',
  changedByOther: 'Kunden er ændret af en anden bruger. Genindlæs kunden for at se ændringerne.',
  reload: 'Genindlæs kunden',
} as const;
