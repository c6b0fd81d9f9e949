// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { AdvertisingMasterDataTexts, mount, SANDBOX_MASTER_DATA, type AdvertisingMasterData } from './advertising-master-data.ts';

describe('the advertising master data widget', () => {
  it('shows the sandbox master data and hands the edited data to the page on save', async () => {
    const element = document.createElement('div');
    const saved: AdvertisingMasterData[] = [];
    mount(element, { onSave: (data) => saved.push(data) });
    await vi.waitFor(() => expect(element.querySelector('form')).not.toBeNull());
    const phone = element.querySelector<HTMLInputElement>('input[name="phone"]')!;
    expect(phone.value).toBe(SANDBOX_MASTER_DATA.phone);
    phone.value = ' 86 12 34 56 ';
    element.querySelector('form')!.requestSubmit();
    expect(saved).toEqual([{ ...SANDBOX_MASTER_DATA, phone: '86 12 34 56' }]);
  });

  it('refuses an e-mail that is not one', async () => {
    const element = document.createElement('div');
    const saved: AdvertisingMasterData[] = [];
    mount(element, { onSave: (data) => saved.push(data) });
    await vi.waitFor(() => expect(element.querySelector('form')).not.toBeNull());
    element.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'salg';
    element.querySelector('form')!.requestSubmit();
    expect(element.querySelector('[role="alert"]')?.textContent).toBe(AdvertisingMasterDataTexts.emailInvalid);
    expect(saved).toEqual([]);
  });

  it("shows the widget fallback when the data cannot be fetched", async () => {
    const element = document.createElement('div');
    mount(element, { load: () => Promise.reject(new Error('down')) });
    await vi.waitFor(() => expect(element.querySelector('[role="status"]')?.textContent).toBe('Service kan ikke hentes i øjeblikket.'));
  });
});
