import { formatDate, formatTime } from '../../../../../domain/format.ts';

/**
 * A date and time as staff type and read them, 'dd-mm-åååå tt:mm' in Danish time, whatever the browser's locale and
 * time zone (a test drive starts at the dealer's wall-clock time).
 */
export const formatDanishDateTime = (iso: string | null): string => (iso ? `${formatDate(iso)} ${formatTime(iso)}`.trim() : '');

const ENTRY = /^(\d{1,2})-(\d{1,2})-(\d{4}) (\d{1,2})[:.](\d{2})$/;

/** The instant (ISO) of a Danish wall-clock entry, or undefined when it is not a real date and time. */
export const parseDanishDateTime = (text: string): string | undefined => {
  const match = ENTRY.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Danish time is UTC+1 or UTC+2: take the offset the wall-clock time has, read back from the Danish formatter.
  const shownAt = (instant: number): number => {
    const [d, m, y] = formatDate(instant).split('-').map(Number) as [number, number, number];
    const [h, min] = formatTime(instant).split(':').map(Number) as [number, number];
    return Date.UTC(y, m - 1, d, h, min);
  };
  const instant = wall - (shownAt(wall) - wall);
  const iso = new Date(instant).toISOString();
  const pad = (value: number) => String(value).padStart(2, '0');
  // A date that does not exist (31-02) or a time skipped by summer time reads back differently: refused.
  return formatDanishDateTime(iso) === `${pad(day)}-${pad(month)}-${year} ${pad(hour)}:${pad(minute)}` ? iso : undefined;
};
