import * as z from 'zod';
import { danishDateError, formatDate, formatTime, toServerDate } from '../format.ts';

/** What the news pages, the server and the decider say to the user (spec part 2 §5, §8). */
export const NewsMessages = {
  saved: 'Nyheden er gemt',
  deleted: 'Nyheden er blevet slettet',
  notFound: 'Nyheden findes ikke.',
  subject: 'Emne skal udfyldes.',
  author: 'Vælg en forfatter.',
  category: 'Vælg en kategori.',
  time: 'Indtast et gyldigt klokkeslæt (tt:mm).',
  unknownAuthor: 'Forfatteren findes ikke.',
  unknownCategory: 'Kategorien findes ikke.',
  unknownImage: 'Billedet hører ikke til nyheden.',
  name: 'Navn skal udfyldes.',
  nameExists: 'Navnet findes allerede.',
  imageType: 'Billedet skal være JPG, GIF eller PNG.',
  confirmDelete: 'Er du sikker på, at du vil slette nyheden?',
} as const;

/** A news image's types (spec part 2 §5): what the uploader offers and the server reads. */
export const NEWS_IMAGE_TYPES = ['image/jpeg', 'image/gif', 'image/png'] as const;

/** The free-text filter waits this long after the last key (spec part 2 §9). */
export const NEWS_FREE_TEXT_DELAY_MS = 1_000;

const digits = (message: string) => z.string({ error: message }).trim().regex(/^\d+$/, message);

export const newsImageSchema = z.object({
  Guid: z.string().regex(/^[0-9a-f-]{36}$/, NewsMessages.unknownImage),
  Caption: z.string().trim().max(256, 'Billedteksten må højst være 256 tegn.').default(''),
});

/**
 * The edit form, as the page sends it and the server checks it: publish date dd-mm-yyyy and time HH:mm, subject,
 * author and category required (the preview needs the same), the body as typed (the server sanitises it).
 */
export const newsFormSchema = z.object({
  Subject: z.string({ error: NewsMessages.subject }).trim().min(1, NewsMessages.subject).max(256, 'Emnet må højst være 256 tegn.'),
  AuthorId: digits(NewsMessages.author),
  CategoryId: digits(NewsMessages.category),
  PublishDate: z.string({ error: 'Indtast en gyldig dato (dd-mm-åååå).' }).refine((text) => danishDateError(text, { minYear: 2000, maxYear: 2050 }) === undefined, {
    error: (issue) => danishDateError(String(issue.input), { minYear: 2000, maxYear: 2050 }) ?? 'Indtast en gyldig dato (dd-mm-åååå).',
  }),
  PublishTime: z.string({ error: NewsMessages.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, NewsMessages.time),
  Body: z.string().max(100_000, 'Teksten er for lang.').default(''),
  Images: z.array(newsImageSchema).max(50, 'Højst 50 billeder.').default([]),
  ThumbnailGuid: z.string().regex(/^[0-9a-f-]{36}$/, NewsMessages.unknownImage).nullable().default(null),
});
export type NewsForm = z.infer<typeof newsFormSchema>;

/**
 * The pictures with the one at `from` moved to `to`, the others keeping their order: readers see an item's pictures in
 * the order the editor leaves them, and the order is saved with the item.
 */
export const withImageMoved = <Image>(images: readonly Image[], from: number, to: number): Image[] => {
  const moved = [...images];
  if (from < 0 || from >= moved.length || to < 0 || to >= moved.length || from === to) return moved;
  const [image] = moved.splice(from, 1);
  moved.splice(to, 0, image!);
  return moved;
};

/** The stored publish instant (`YYYY-MM-DDTHH:mm`, Danish wall clock) of a form's date and time. */
export const publishInstant = (date: string, time: string): string => `${toServerDate(date) ?? ''}T${time}`;

/** A stored publish instant as the form shows it. */
export const publishParts = (instant: string): { PublishDate: string; PublishTime: string } => {
  const [day = '', time = ''] = instant.split('T');
  const [year, month, date] = day.split('-');
  return { PublishDate: `${date}-${month}-${year}`, PublishTime: time };
};

/** Now as a stored publish instant: an item shows to readers once its instant is not after this. */
export const publishNow = (now: Date = new Date()): string => {
  const [day, month, year] = formatDate(now).split('-');
  return `${year}-${month}-${day}T${formatTime(now)}`;
};

/** A year-month filter value (`2026-11`) as the list's date filter shows it. */
const MONTHS = ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'];
export const yearMonthLabel = (yearMonth: string): string => {
  const [year, month] = yearMonth.split('-');
  return `${MONTHS[Number(month) - 1] ?? ''} ${year}`;
};
