// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { MarketInsightsTexts, mount, SANDBOX_INSIGHT } from './market-insights.ts';

const field = (element: HTMLElement, name: string) => element.querySelector(`[data-field="${name}"]`)?.textContent;

describe('the market insights widget', () => {
  it('shows the car against the market: comparable cars, averages, the estimate and its ranges, and the years around it', async () => {
    const element = document.createElement('div');
    mount(element, { load: async () => SANDBOX_INSIGHT });
    await vi.waitFor(() => expect(element.querySelector('h2')?.textContent).toBe(MarketInsightsTexts.heading));
    expect(field(element, 'numberOfCars')).toBe('42');
    expect(field(element, 'averagePrice')).toBe('189.500 kr.');
    expect(field(element, 'estimate')).toBe('188.000 kr.');
    expect(field(element, 'greenRange')).toBe('160.000 kr. – 183.000 kr.');
    expect(field(element, 'pricePerKm')).toBe('0,66 kr.');
    const years = [...element.querySelectorAll('tbody tr')];
    expect(years.map((row) => row.getAttribute('data-year'))).toEqual(['2017', '2018', '2019', '2020', '2021', '2022', '2023']);
    expect(element.querySelector('tr[aria-current="true"]')?.getAttribute('data-year')).toBe('2020');
  });

  it('says when too few cars are comparable for an estimate, and draws no ranges', async () => {
    const element = document.createElement('div');
    mount(element, { load: async () => ({ ...SANDBOX_INSIGHT, NumberOfCars: 1, CarEstimatedPrice: null, GreenRange: null, YellowRange: null, RedRange: null }) });
    await vi.waitFor(() => expect(element.textContent).toContain(MarketInsightsTexts.unique));
    expect(field(element, 'greenRange')).toBeUndefined();
  });

  it('shows the standard fallback when the figures cannot be fetched', async () => {
    const element = document.createElement('div');
    mount(element, { load: () => Promise.reject(new Error('down')) });
    await vi.waitFor(() => expect(element.querySelector('[role="status"]')?.textContent).toBe('Service kan ikke hentes i øjeblikket.'));
  });
});
