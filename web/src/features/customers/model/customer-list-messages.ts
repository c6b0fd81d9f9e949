/**
 * What staff read on the customer list and the customer page beyond the customer's own messages: the spec's outcomes
 * of saving and deleting (part 1 §8) are in the domain's CustomerMessages, shared with the server.
 */
export const CustomerListMessages = {
  massDeleteTitle: 'Slet valgte kunder',
  massDeleteConfirm: (count: number) => `Vil du slette ${count === 1 ? 'den valgte kunde' : `de ${count} valgte kunder`} permanent? Det kan ikke fortrydes.`,
  massDeleteCancelled: (done: number, total: number) => `Sletningen blev afbrudt. ${done} af ${total} kunder blev slettet permanent.`,
  deleteTitle: 'Slet kunde',
  deleteConfirm: (title: string) => `Er du sikker på, at du vil slette kunden ${title} permanent? Kunden slettes helt, og det kan ikke fortrydes.`,
  exportFailed: 'Kunne ikke downloade dokumentet. Prøv igen eller kontakt kunde support.',
  listFailed: 'Kunderne kunne ikke hentes.',
  noRows: 'Der er ingen kunder, der passer til søgningen.',
  detailsFailed: 'Kunden kunne ikke hentes.',
  noCases: 'Kunden har ingen sager.',
} as const;
