/** The user administration's and onboarding's texts (spec part 1 §8, part 2 §8), in Danish as staff read them. */
export const UserMessages = {
  initialsInvalid: 'Må ikke indeholde tal, æøå, mellemrum, eller specialtegn',
  initialsRequired: 'Initialer skal udfyldes.',
  initialsTooLong: 'Initialer må højst være 6 tegn.',
  initialsTaken: 'Initialerne er allerede i brug.',
  nameRequired: 'Navn skal udfyldes.',
  nameTooShort: 'Navn skal være mindst 2 tegn.',
  nameTooLong: 'Navn må højst være 256 tegn.',
  usernameInvalid: 'Brugernavn skal være en gyldig e-mail.',
  usernameTaken: 'Brugernavnet er allerede i brug.',
  passwordRule: 'Adgangskoden skal være mindst 8 tegn og indeholde små og store bogstaver samt et tal eller specialtegn.',
  passwordRepeat: 'Adgangskoderne er ikke ens.',
  mustAccept: 'Skal accepteres',
  activationInvalid: 'Aktiveringslinket er ugyldigt eller allerede brugt.',
  activationExpired: 'Aktiveringslinket er udløbet. Bed din administrator om et nyt.',
  alreadyActive: 'Brugeren er allerede aktiveret.',
  notFound: 'Brugeren findes ikke.',
  saved: 'Brugeroplysninger gemt.',
  saveFailed: 'Brugeroplysninger er ikke gemt.',
  deleted: 'Bruger blev slettet.',
  deleteFailed: 'Brugeren blev ikke slettet.',
  emailSent: 'Email afsendt.',
  emailNotSent: 'Emailen er ikke afsendt.',
  created: 'Bruger oprettet',
  notCreated: 'Bruger ikke oprettet',
  cannotDeleteSelf: 'Du kan ikke slette dig selv.',
  consultantNotEditable: 'Konsulentbrugere kan ikke redigeres her.',
} as const;

/** Codes of the user aggregate's refusals; callers branch on these, never on the Danish text. */
export const UserErrorCodes = {
  activationInvalid: 'ActivationInvalid',
  activationExpired: 'ActivationExpired',
  alreadyActive: 'AlreadyActive',
  usernameTaken: 'UsernameTaken',
  initialsTaken: 'InitialsTaken',
} as const;
