// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { AdvertisingOptimisationTexts, mount, SANDBOX_LONG_STOCK } from './advertising-optimisation.ts';

describe('the advertising optimisation widget', () => {
  it('lists the sandbox long-stock cars, longest first, with what would sell each sooner', async () => {
    const element = document.createElement('div');
    const opened: number[] = [];
    mount(element, { onOpenCar: (carId) => opened.push(carId) });
    await vi.waitFor(() => expect(element.querySelector('table')).not.toBeNull());
    const rows = [...element.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows[0]).toEqual(['Skoda Octavia 2,0 TDI Style CombiForslag: Sænk prisen', '142', '219.900 kr.']);
    expect(rows.map((row) => Number(row[1]))).toEqual([142, 97, 75]);
    element.querySelector('button')!.click();
    expect(opened).toEqual([9001]);
  });

  it('fits a dashboard column: three columns, the suggestion under the car, the figures unbroken, the table scrolling in its box', async () => {
    const element = document.createElement('div');
    mount(element, {});
    await vi.waitFor(() => expect(element.querySelector('table')).not.toBeNull());
    expect([...element.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['Bil', 'Dage', 'Pris']);
    expect(element.querySelector('tbody tr [data-field="suggestion"]')?.textContent).toBe('Forslag: Sænk prisen');
    for (const figure of element.querySelectorAll<HTMLElement>('tbody td:not(:first-child)')) expect(figure.style.whiteSpace).toBe('nowrap');
    const scroller = element.querySelector<HTMLElement>('table')!.parentElement!;
    expect(scroller.style.overflowX).toBe('auto');
    expect(scroller.tabIndex).toBe(0);
  });

  it("says its cars are examples without the advertising service, and not when the page gives the dealer's own", async () => {
    const sandbox = document.createElement('div');
    mount(sandbox, {});
    await vi.waitFor(() => expect(sandbox.querySelector('table')).not.toBeNull());
    expect(sandbox.querySelector('[data-field="sandbox"]')?.textContent).toBe(AdvertisingOptimisationTexts.sandbox);
    const connected = document.createElement('div');
    mount(connected, { load: async () => SANDBOX_LONG_STOCK.slice(0, 1) });
    await vi.waitFor(() => expect(connected.querySelector('table')).not.toBeNull());
    expect(connected.querySelector('[data-field="sandbox"]')).toBeNull();
  });

  it('leaves its heading to a page that titles it, and has its own elsewhere', async () => {
    const titled = document.createElement('div');
    mount(titled, { withHeading: false });
    await vi.waitFor(() => expect(titled.querySelector('table')).not.toBeNull());
    expect(titled.querySelector('h2')).toBeNull();
    const alone = document.createElement('div');
    mount(alone, {});
    await vi.waitFor(() => expect(alone.querySelector('table')).not.toBeNull());
    expect(alone.querySelector('h2')?.textContent).toBe(AdvertisingOptimisationTexts.heading);
  });

  it("shows the long-stock fallback with the warning icon when the cars cannot be fetched", async () => {
    const element = document.createElement('div');
    mount(element, { load: () => Promise.reject(new Error('down')) });
    await vi.waitFor(() => expect(element.querySelector('[role="status"]')).not.toBeNull());
    expect(element.querySelector('[role="status"]')?.textContent).toBe(AdvertisingOptimisationTexts.fallback);
    expect(element.querySelector('svg[data-icon="warning"]')).not.toBeNull();
  });

  it('draws nothing from an answer that arrives after it was unmounted', async () => {
    const element = document.createElement('div');
    const answered = Promise.resolve([]);
    const widget = mount(element, { load: () => answered });
    widget.unmount();
    // The widget's own handler of the answer runs right after this one.
    await answered.then(() => undefined);
    expect(element.childElementCount).toBe(0);
  });
});
