// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { mount, NotificationsTexts } from './notifications.ts';

describe('the notifications widget', () => {
  it('lists the sandbox notifications newest first with their type, and hands an unread one to the page to mark read', async () => {
    const element = document.createElement('div');
    const read: string[] = [];
    mount(element, { onRead: (id) => read.push(id) });
    await vi.waitFor(() => expect(element.querySelector('ul')).not.toBeNull());
    const items = [...element.querySelectorAll('li')];
    expect(items.map((item) => item.children[1]!.textContent)).toEqual(['Eksport færdig', 'Planlagt vedligehold', 'Ny funktion']);
    expect(items[1]!.textContent).toContain('Advarsel');
    expect(element.querySelectorAll('button')).toHaveLength(2);
    element.querySelector('button')!.click();
    expect(read).toEqual(['n-3']);
  });

  it('shows the notifications fallback with the warning icon when they cannot be fetched', async () => {
    const element = document.createElement('div');
    mount(element, { load: () => Promise.reject(new Error('down')) });
    await vi.waitFor(() => expect(element.querySelector('[role="status"]')?.textContent).toBe(NotificationsTexts.fallback));
    expect(element.querySelector('svg[data-icon="warning"]')).not.toBeNull();
  });

  it('says so when there is nothing', async () => {
    const element = document.createElement('div');
    mount(element, { load: async () => [] });
    await vi.waitFor(() => expect(element.textContent).toContain(NotificationsTexts.none));
  });
});
