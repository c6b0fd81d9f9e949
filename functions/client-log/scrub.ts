/**
 * What the browser reports is kept for operations, never a customer's or user's personal data: a CPR number, an
 * e-mail address or a phone number in an error message or stack is masked, and a page address keeps its path only
 * (the query and fragment may carry search text, names or tokens). Masking errs on the side of too much: a run of 8
 * or more digits is masked whatever it is.
 */
const CPR = /\b\d{6}[-\s]?\d{4}\b/g;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
/** Danish and international numbers: 8 digits, maybe in pairs or fours, maybe with +45 or 0045 first. */
const PHONE = /(?:\+|\b00)\d{1,3}[\s-]?(?:\d[\s-]?){6,12}\d\b|\b\d{2}[\s-]?\d{2}[\s-]?\d{2}[\s-]?\d{2}\b/g;
const LONG_NUMBER = /\d{8,}/g;

export const PERSONAL_DATA_MASK = '***';

/** `text` with every CPR-, e-mail- or phone-like string masked. */
export const scrubPersonalData = (text: string): string =>
  text.replace(EMAIL, PERSONAL_DATA_MASK).replace(CPR, PERSONAL_DATA_MASK).replace(PHONE, PERSONAL_DATA_MASK).replace(LONG_NUMBER, PERSONAL_DATA_MASK);

/** Every address in `text` (a page's or a script's, in a stack too) without its query string and fragment. */
export const withoutQueries = (text: string): string => text.replace(/((?:[a-z][\w+.-]*:\/\/[^\s/?#)'"]*)?\/[^\s?#)'"]*)[?#][^\s)'"]*/gi, '$1');

/** A page address as it is kept: its path (and origin), no query, no fragment, no personal data in the path. */
export const scrubUrl = (url: string): string => scrubPersonalData(url.replace(/[?#].*$/s, ''));

/** A message or stack as it is kept: no personal data, and no query string of any address it mentions. */
export const scrubText = (text: string): string => scrubPersonalData(withoutQueries(text));
