import { describe, expect, it } from 'vitest';
import { amountText, changeText, ERASED_TEXT, historyPage, line, personalLine, withEvent, withoutPersonalData, type HistoryEntry } from './history.ts';

const at = (version: number, correlationId: string, userId = '7') => ({
  version,
  meta: { occurredAt: `2026-11-2${version}T10:00:00.000Z`, userId, correlationId },
});

describe('a record history', () => {
  it('reads an amount in whole kroner the Danish way', () => expect(amountText(74_900)).toBe('74.900 kr.'));

  it('keeps øre when there are any', () => expect(amountText(1_234.5)).toBe('1.234,50 kr.'));

  it('tells a change with before and after', () => expect(changeText('Pris', '76.900 kr.', '74.900 kr.')).toBe('Pris ændret fra 76.900 kr. til 74.900 kr.'));

  it('tells a value set where there was none', () => expect(changeText('Farve', '', 'Sort')).toBe('Farve sat til Sort.'));

  it('tells a value removed with what it was', () => expect(changeText('Registreringsnummer', 'AB12345', '')).toBe('Registreringsnummer fjernet (var AB12345).'));

  it('tells the events of one command as one entry', () => {
    const entries = withEvent(withEvent([], at(1, 'save-1'), [line('Salgspris sat til 200.000 kr.')]), at(2, 'save-1'), [line('Status ændret fra Åben til Afsluttet.')]);
    expect(entries).toEqual([
      {
        Version: 1,
        At: '2026-11-21T10:00:00.000Z',
        UserId: '7',
        CorrelationId: 'save-1',
        Lines: [line('Salgspris sat til 200.000 kr.'), line('Status ændret fra Åben til Afsluttet.')],
      },
    ]);
  });

  it('tells a sentence once within an entry', () => {
    const entries = withEvent(withEvent([], at(1, 'print'), [line('Slutseddel er udskrevet.')]), at(2, 'print'), [line('Slutseddel er udskrevet.')]);
    expect(entries[0]!.Lines).toEqual([line('Slutseddel er udskrevet.')]);
  });

  it('starts a new entry for another command', () => {
    const entries = withEvent(withEvent([], at(1, 'a'), [line('Bilen er oprettet: Skoda.')]), at(2, 'b'), [line('Farve sat til Sort.')]);
    expect(entries.map((entry) => entry.Version)).toEqual([1, 2]);
  });

  it('adds nothing for an event that tells nothing', () => expect(withEvent([], at(1, 'a'), [])).toEqual([]));

  it('replaces the sentences with a forgotten person’s data by one erased line', () => {
    const entry: HistoryEntry = { ...at(1, 'a').meta, Version: 1, At: '2026-11-21T10:00:00.000Z', UserId: '7', CorrelationId: 'a', Lines: [line('Kategori ændret fra Emne til Kunde.'), personalLine('Telefon ændret fra 1 til 2.'), personalLine('Navn ændret fra A til B.')] };
    expect(withoutPersonalData([entry])[0]!.Lines).toEqual([line('Kategori ændret fra Emne til Kunde.'), { Text: ERASED_TEXT, Personal: true }]);
  });

  it('pages the newest entries first', () => {
    const entries = [1, 2, 3, 4, 5].reduce<HistoryEntry[]>((all, version) => withEvent(all, at(version, `c${version}`), [line(`Ændring ${version}.`)]), []);
    expect(historyPage(entries, 2, 2)).toEqual({ entries: [entries[2], entries[1]], totalCount: 5 });
  });
});
