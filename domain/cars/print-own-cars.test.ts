import { describe, expect, it } from 'vitest';
import { printRequestProblem, printSelection, PrintOwnCarsMessages } from './print-own-cars.ts';

describe('what the own-cars print takes', () => {
  it('prints the chosen cars, or every car of the search when the page or the search was chosen whole', () => {
    expect(printSelection(3, 80)).toEqual({ ok: true, mode: 'Selected', count: 3 });
    expect(printSelection(80, 80)).toEqual({ ok: true, mode: 'All', count: 80 });
    expect(printSelection(50, 90)).toEqual({ ok: true, mode: 'All', count: 90 });
    expect(printSelection(12, 12)).toEqual({ ok: true, mode: 'All', count: 12 });
  });

  it("refuses no car, and more than 100, with the spec's texts", () => {
    expect(printSelection(0, 10)).toEqual({ ok: false, message: 'Du skal vælge mindst én bil før du kan printe' });
    expect(printSelection(50, 250)).toEqual({ ok: false, message: 'Du kan maksimalt vælge 100 biler som printes' });
    expect(printSelection(101, 400)).toEqual({ ok: false, message: PrintOwnCarsMessages.tooMany });
    expect(printSelection(100, 400)).toEqual({ ok: true, mode: 'Selected', count: 100 });
    expect(printRequestProblem(0)).toBe(PrintOwnCarsMessages.noneChosen);
    expect(printRequestProblem(100)).toBeNull();
    expect(printRequestProblem(101)).toBe(PrintOwnCarsMessages.tooMany);
  });
});
