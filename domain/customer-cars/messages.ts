/** What staff read about customer cars (swap cars): the spec's wording where it gives one (part 1 §5 and §8). */
export const CustomerCarMessages = {
  notFound: 'Kundebilen findes ikke.',
  exists: 'Kundebilen findes allerede.',
  customerNotSaved: 'Du skal gemme kunden før du kan oprette en ny kundebil.',
  /** The buyer is saved, but the case is not yet saved with it (the swap car and its bids belong to the case's customer). */
  caseNotSaved: 'Du skal gemme sagen før du kan vælge eller oprette en byttebil.',
  /** Swap car errors block saving the customer or the case (part 1 §5). */
  hasErrors: 'Der er fejl i indtastningen på kundebilen. Ret fejlene før du kan komme videre.',
  /** Save customer car server failure (part 1 §8), titled 'Der skete en fejl...'. */
  saveFailed: 'Check at data er korrekte og gem igen.',
  saveFailedTitle: 'Der skete en fejl...',
  deleteFailed: 'Kundebilen kunne ikke slettes.',
  deleteTitle: 'Slet kundebil',
  deleteConfirm: (car: string) => `Vil du slette kundebilen ${car}?`,
  deleted: 'Kundebilen er slettet.',
  /** Another user saved the car since this one was loaded (a 409 over If-Match). */
  changedByOtherTitle: 'Byttebilen er ændret',
  changedByOther: 'Byttebilen er ændret af en anden bruger. Genindlæs byttebilen for at se ændringerne.',
  reload: 'Genindlæs byttebilen',
  ownerIsFixed: 'Kundebilen tilhører en anden kunde.',
  // Field messages where the spec gives none of its own.
  integer: 'Indtast gyldigt tal',
  mileageTooHigh: 'Km. må højst være 100.000.000.',
  beltMileageTooHigh: 'Km. ved skift af tandrem må højst være 3.000.000.',
  bidOutOfRange: 'Seneste bud skal være mellem 0 og 100.000.000.',
  isVatFreeRequired: 'Vælg Momsfri eller +moms.',
  numberOfKeys: 'Antal nøgler skal være 1 til 5.',
  choose: 'Vælg en værdi på listen.',
} as const;
