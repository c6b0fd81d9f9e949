/** What staff read when the case refuses something: the spec's wording where it gives one. */
export const CaseMessages = {
  notFound: 'Sagen findes ikke.',
  exists: 'Sagen findes allerede.',
  notTheSwapCar: 'SwapCar.CarId er ikke sagens byttebil.',
  /** The car-delivered dialog sells only the case's own stock car. */
  notTheSalesItemCar: 'SalesItemCarId er ikke sagens bil.',
  /** A swap car the case's department does not have (another department's is as absent as a missing one). */
  swapCarNotFound: 'Byttebilen findes ikke.',
  swapCarOfOtherCustomer: 'Byttebilen tilhører ikke sagens kunde.',
  closed: 'Sagen er afsluttet og kan ikke ændres.',
  closedStatus: 'Sagen er afsluttet, og status kan ikke ændres.',
  alreadyClosed: 'Sagen er allerede afsluttet.',
  missingCar: 'Mangler bil',
  missingCustomer: 'Mangler kunde',
  missingCarAndCustomer: 'Mangler bil og kunde',
  cancelPurchaseFirst: 'Købsaftalen skal annulleres, før slutsedlen kan udskrives.',
  cancelContractFirst: 'Slutsedlen skal annulleres, før købsaftalen kan udskrives.',
  nothingToSign: 'Der er ikke udskrevet en slutseddel eller købsaftale, som kan angives som underskrevet.',
  signingNamesNoCar: 'Vælg byttebilen eller bilen, før dokumentet kan angives som underskrevet.',
  nothingToCancel: 'Der er ikke noget dokument at annullere.',
  alreadyDelivered: 'Bilen er allerede leveret.',
  unknownStatus: 'Ukendt status.',
  /** Creating the stock car from a case whose vehicle is missing or fails its rules (spec part 2 §9). */
  invalidForCar: 'Der er fejl i sagen. Ret fejlene før du kan oprette bilen.',
  specifiedVehicleNotTransferable: 'En specificeret bil kan ikke oprettes som lagerbil fra sagen.',
  stockCarNotTransferable: 'Sagens bil er allerede en lagerbil.',
  alreadyTransferred: 'Bilen er allerede oprettet fra sagen.',
  /** Afsluttet is set only by closing the case ('Afslut sag'), which also leaves the case (spec part 2 §4). */
  closeThroughCloseFlow: "Status kan ikke sættes til Afsluttet her. Brug 'Afslut sag' for at afslutte sagen.",
  /** Confirmations. */
  signed: (document: 'Contract' | 'PurchaseDocument') =>
    `${document === 'Contract' ? 'Slutseddel' : 'Købsaftale'} er angivet som underskrevet`,
  cancelled: 'Handlen er annuleret.',
  closedNow: 'Sagen er afsluttet.',
  delivered: 'Bil leveret',
  saved: 'Sagen er gemt',
  copied: (caseId: string) => `Sag nr. ${caseId} er nu kopieret`,
  copyIsNew: 'Dette er den nye sag',
  deleted: (caseId: string) => `Sag nr. ${caseId} blev slettet permanent.`,
  backToList: 'Du sendes tilbage til listen med sager...',
  deleteFailed: 'Sagen kunne ikke slettes',
  /** Save refused while the case is invalid or already saving (spec part 2 §5). */
  invalidTitle: 'Validering',
  invalid: 'Check at data er korrekte og prøv at gemme igen.',
  /** A partner's plugin answered the case save's save request with a failure (spec part 2 §8); the text is `invalid`. */
  offersSaveFailedTitle: 'Der skete en fejl i finansiering...',
  /** A command on a case someone else changed since the user loaded it (409 over a stale If-Match). */
  changedByOtherTitle: 'Sagen er ændret',
  changedByOther: 'Sagen er ændret af en anden bruger. Genindlæs sagen for at se ændringerne.',
  reload: 'Genindlæs sagen',
} as const;

/** Code of the refusal that starts the spec's cancel-document flow in the client. */
export const CANCEL_DOCUMENT_REQUIRED = 'CancelDocumentRequired';

/** The response header a case save carries a warning in (URI-encoded Danish text), e.g. the offers' 'Bemærk! ...'. */
export const CASE_WARNING_HEADER = 'x-case-warning';
