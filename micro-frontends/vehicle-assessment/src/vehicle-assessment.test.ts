// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { SANDBOX_INSIGHT } from '../../market-insights/src/market-insights.ts';
import { mount, VehicleAssessmentTexts } from './vehicle-assessment.ts';

const assessed = { ...SANDBOX_INSIGHT, CurrentPrice: 179_900, CurrentRangeColor: 1 };

describe('the vehicle assessment widget', () => {
  it('values the car with its ranges and says how its price lies', async () => {
    const element = document.createElement('div');
    mount(element, { load: async () => assessed });
    await vi.waitFor(() => expect(element.querySelector('h2')?.textContent).toBe(VehicleAssessmentTexts.heading));
    expect(element.querySelector('[data-field="estimate"]')?.textContent).toBe('188.000 kr.');
    expect(element.querySelector('[data-field="yellowRange"]')).not.toBeNull();
    expect(element.querySelector('[data-field="verdict"]')?.textContent).toBe('Din pris: 179.900 kr., God pris');
  });

  it('in its shareable variant shows what the market says, not the dealer’s price nor the ranges, and copies its link', async () => {
    const element = document.createElement('div');
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void copied.push(text) }, configurable: true });
    mount(element, { load: async () => assessed, shareable: true, shareLink: 'https://app.example.dk/vurdering/1' });
    await vi.waitFor(() => expect(element.querySelector('h2')?.textContent).toBe(VehicleAssessmentTexts.shareableHeading));
    expect(element.querySelector('[data-field="estimate"]')?.textContent).toBe('188.000 kr.');
    expect(element.querySelector('[data-field="verdict"]')).toBeNull();
    expect(element.querySelector('[data-field="greenRange"]')).toBeNull();
    element.querySelector('button')!.click();
    await vi.waitFor(() => expect(element.querySelector('[role="status"]')?.textContent).toBe(VehicleAssessmentTexts.copied));
    expect(copied).toEqual(['https://app.example.dk/vurdering/1']);
  });

  it('shows the standard fallback when the assessment cannot be fetched', async () => {
    const element = document.createElement('div');
    mount(element, { load: () => Promise.reject(new Error('down')) });
    await vi.waitFor(() => expect(element.querySelector('[role="status"]')?.textContent).toBe('Service kan ikke hentes i øjeblikket.'));
  });
});
