/** The catalogue changes rarely: its answers are kept an hour. */
export const ONE_HOUR = 60 * 60 * 1000;
