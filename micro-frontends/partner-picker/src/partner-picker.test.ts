// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mount, PartnerPickerTexts, type PickablePartner } from './partner-picker.ts';

const PARTNERS: PickablePartner[] = [
  { company: 23, name: 'Fjord Finans', kind: 'finance' },
  { company: 30, name: 'Vejbo Forsikring', kind: 'insurance' },
  { company: 24, name: 'Nordlys Bilfinans', kind: 'finance' },
];

const buttons = (element: HTMLElement) => [...element.querySelectorAll('button')];

describe('the partner picker', () => {
  it('lists finance and insurance partners apart and hands the chosen one to the page', () => {
    const element = document.createElement('div');
    const picked: PickablePartner[] = [];
    mount(element, { partners: PARTNERS, onPick: (partner) => picked.push(partner) });
    expect([...element.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual(['Finansiering', 'Forsikring']);
    expect(buttons(element).map((button) => button.textContent)).toEqual(['Fjord Finans', 'Nordlys Bilfinans', 'Vejbo Forsikring']);
    buttons(element)[1]!.click();
    expect(picked).toEqual([PARTNERS[2]]);
  });

  it('offers nothing to pick when the case has its 5 offers, and empties its element when unmounted', () => {
    const element = document.createElement('div');
    const widget = mount(element, { partners: PARTNERS, onPick: () => {} });
    widget.update({ partners: PARTNERS, limitReached: true, onPick: () => {} });
    expect(element.textContent).toContain(PartnerPickerTexts.limit);
    expect(buttons(element).every((button) => button.disabled)).toBe(true);
    widget.unmount();
    expect(element.childElementCount).toBe(0);
  });

  it('says so when there are no partners', () => {
    const element = document.createElement('div');
    mount(element, { partners: [], onPick: () => {} });
    expect(element.textContent).toContain(PartnerPickerTexts.none);
  });
});
