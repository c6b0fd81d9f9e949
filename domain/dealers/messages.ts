/** The dealer administration's texts (spec part 1 §8). */
export const DealerMessages = {
  notFound: 'Forhandleren findes ikke.',
  plateNotFound: 'Pladen findes ikke.',
  rolesSaved: 'Forhandler funktioner gemt.',
  saved: 'Forhandler oplysning gemt.',
  /** Role 7 (administering the conglomerate) is applied by the original system within two hours; the spec's notice. */
  conglomerateRoleNotice: 'Bemærk: Det kan tage op til 2 timer, før ændringen af denne funktion træder i kraft.',
  plateRequired: 'Pladenummer skal udfyldes.',
  changedByOtherTitle: 'Forhandleren er ændret',
  changedByOther: 'Forhandlerens funktioner eller abonnementspakke er ændret af en anden administrator. Genindlæs for at se ændringerne.',
  reload: 'Genindlæs',
  plateInvalid: 'Pladenummer må kun indeholde bogstaver og tal (højst 12).',
  plateExists: 'Forhandleren har allerede denne plade.',
  featureToggleSaved: 'Indstillingerne er gemt.',
} as const;
