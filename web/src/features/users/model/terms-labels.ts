/** The terms a user accepts, as the activation form and the terms gate ask for them (spec part 2 §3 New user). */
export const TERMS_LABEL = 'Jeg accepterer vilkår og licensbetingelser for DealerHub';
export const DSA_LABEL = 'Jeg accepterer kravene i forordningen om digitale tjenester (DSA)';
