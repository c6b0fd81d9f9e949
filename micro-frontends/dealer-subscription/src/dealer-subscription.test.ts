// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DealerSubscriptionTexts, mount, type SubscriptionPackage } from './dealer-subscription.ts';

const buttons = (element: HTMLElement) => [...element.querySelectorAll('button')].map((button) => button.textContent);

describe('the dealer subscription upgrade', () => {
  it('offers the bigger packages to a dealer on start and hands the chosen one to the page', () => {
    const element = document.createElement('div');
    const upgrades: SubscriptionPackage[] = [];
    mount(element, { onUpgrade: (to) => upgrades.push(to) });
    expect(buttons(element)).toEqual(['Opgrader til Basis', 'Opgrader til Pro']);
    element.querySelectorAll('button')[1]!.click();
    expect(upgrades).toEqual(['pro']);
    expect(element.querySelector('[role="status"]')?.textContent).toBe(DealerSubscriptionTexts.requested);
    expect(buttons(element)).toEqual([]);
  });

  it('offers only pro to a dealer on basis, and nothing to one on pro', () => {
    const element = document.createElement('div');
    const widget = mount(element, { current: 'basis' });
    expect(buttons(element)).toEqual(['Opgrader til Pro']);
    widget.update({ current: 'pro' });
    expect(buttons(element)).toEqual([]);
    expect(element.textContent).toContain(DealerSubscriptionTexts.top);
  });
});
