// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { AdvertisingRulesTexts, mount } from './advertising-rules.ts';

const cells = (element: HTMLElement) => [...element.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
const tab = (element: HTMLElement, view: string) => element.querySelector<HTMLButtonElement>(`[data-view="${view}"]`)!;

describe('the advertising rules widget', () => {
  it('opens on the default rules and switches to rules and usage and to history', async () => {
    const element = document.createElement('div');
    mount(element, {});
    await vi.waitFor(() => expect(element.querySelector('[role="tablist"]')).not.toBeNull());
    expect([...element.querySelectorAll('[role="tab"]')].map((button) => button.textContent)).toEqual(['Standardregler', 'Regler og brug', 'Historik']);
    expect(cells(element).map((row) => row[0])).toEqual(['Alle brugte biler på Bilbasen', 'Nye biler på egen hjemmeside']);

    tab(element, 'usage').click();
    expect(tab(element, 'usage').getAttribute('aria-selected')).toBe('true');
    expect(cells(element).map((row) => row[2])).toEqual(['48', '12', '0']);

    tab(element, 'history').click();
    expect(cells(element)[0]).toEqual(['26.11.2026, 11.12', 'Mette Holm', 'Varebiler på Biltorvet', 'Deaktiveret']);
  });

  it('says so when the dealer has no default rules and no history', async () => {
    const element = document.createElement('div');
    mount(element, { load: async () => ({ rules: [], history: [] }), view: 'history' });
    await vi.waitFor(() => expect(element.textContent).toContain(AdvertisingRulesTexts.noHistory));
    tab(element, 'default').click();
    expect(element.textContent).toContain(AdvertisingRulesTexts.noDefault);
  });

  it('shows the widget fallback when the rules cannot be fetched', async () => {
    const element = document.createElement('div');
    mount(element, { load: () => Promise.reject(new Error('down')) });
    await vi.waitFor(() => expect(element.querySelector('[role="status"]')?.textContent).toBe(AdvertisingRulesTexts.fallback));
  });
});
