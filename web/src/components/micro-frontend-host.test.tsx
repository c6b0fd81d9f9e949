import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { fakeServer } from '@/test/fake-server.ts';
import { MicroFrontend, MICRO_FRONTEND_FALLBACK, type WidgetModule } from './micro-frontend-host.tsx';

let server: ReturnType<typeof fakeServer>;

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

const MANIFEST = { 'GET /api/partnerpicker/asset-manifest.json': { body: { entrypoints: ['partner-picker.js'] } } };

const inPage = (widget: React.ReactNode) => (
  <MantineProvider>
    <h1>Tillægsydelser</h1>
    {widget}
    <button type="button">Gem</button>
  </MantineProvider>
);
const page = (widget: React.ReactNode) => {
  const view = render(inPage(widget));
  return { ...view, rerender: (next: React.ReactNode) => view.rerender(inPage(next)) };
};

interface PickerProps { readonly partners: string[] }

/** A widget as a separately built one is: it renders into its element with the DOM, not with the host's React. */
const pickerWidget = (log: string[]): WidgetModule<PickerProps> => ({
  mount: (element, props) => {
    const draw = (current: PickerProps) => { element.textContent = `Vælg partner: ${current.partners.join(', ')}`; };
    draw(props);
    log.push('mounted');
    return { update: (next) => { draw(next); log.push('updated'); }, unmount: () => { log.push('unmounted'); } };
  },
});

describe('a micro-frontend', () => {
  it('is loaded from the asset manifest at its base, mounted with its props, updated and unmounted', async () => {
    server = fakeServer(MANIFEST);
    const log: string[] = [];
    const imported: string[] = [];
    const importModule = async (url: string) => { imported.push(url); return pickerWidget(log); };
    const view = page(<MicroFrontend base="/api/partnerpicker" props={{ partners: ['Fjord Finans'] }} importModule={importModule} />);
    expect(await screen.findByText('Vælg partner: Fjord Finans')).toBeVisible();
    expect(imported).toEqual([new URL('/api/partnerpicker/partner-picker.js', window.location.href).href]);

    view.rerender(<MicroFrontend base="/api/partnerpicker" props={{ partners: ['Fjord Finans', 'Vejbo Forsikring'] }} importModule={importModule} />);
    expect(await screen.findByText('Vælg partner: Fjord Finans, Vejbo Forsikring')).toBeVisible();
    view.unmount();
    expect(log).toEqual(['mounted', 'updated', 'unmounted']);
  });

  it('shows the fallback text when its manifest cannot be fetched, and the page around it stays', async () => {
    server = fakeServer({ 'GET /api/partnerpicker/asset-manifest.json': { status: 404, body: 'Not found' } });
    page(<MicroFrontend base="/api/partnerpicker/" props={{}} importModule={() => Promise.reject(new Error('must not be imported'))} />);
    expect(await screen.findByText(MICRO_FRONTEND_FALLBACK)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Tillægsydelser' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Gem' })).toBeVisible();
  });

  it('shows the fallback text when the widget throws while mounting, or later while updating', async () => {
    server = fakeServer(MANIFEST);
    const throwing: WidgetModule<object> = { mount: () => { throw new Error('widget bug'); } };
    page(<MicroFrontend base="/api/partnerpicker/" props={{}} importModule={async () => throwing} />);
    expect(await screen.findByText(MICRO_FRONTEND_FALLBACK)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Gem' })).toBeVisible();
  });

  it('adds its style sheets once, and refuses a manifest that points at another origin', async () => {
    server = fakeServer({
      'GET /api/partnerpicker/asset-manifest.json': { body: { entrypoints: ['partner-picker.css', 'partner-picker.js'] } },
      'GET /api/vehicleassessment/asset-manifest.json': { body: { entrypoints: ['https://cdn.example/widget.js'] } },
    });
    const imported: string[] = [];
    const importModule = async (url: string) => { imported.push(url); return pickerWidget([]); };
    page(
      <>
        <MicroFrontend base="/api/partnerpicker/" props={{ partners: ['Fjord Finans'] }} importModule={importModule} />
        <MicroFrontend base="/api/vehicleassessment/" props={{ partners: [] }} importModule={importModule} />
      </>,
    );
    expect(await screen.findByText('Vælg partner: Fjord Finans')).toBeVisible();
    expect(await screen.findByText(MICRO_FRONTEND_FALLBACK)).toBeVisible();
    expect(imported).toEqual([new URL('/api/partnerpicker/partner-picker.js', window.location.href).href]);
    expect([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href)).toEqual([
      new URL('/api/partnerpicker/partner-picker.css', window.location.href).href,
    ]);
  });

  it('shows the fallback text when its module has no mount function', async () => {
    server = fakeServer(MANIFEST);
    page(<MicroFrontend base="/api/partnerpicker/" props={{}} importModule={async () => ({ default: 'nothing' })} />);
    expect(await screen.findByText(MICRO_FRONTEND_FALLBACK)).toBeVisible();
  });

  it('gives up and shows the fallback text when the widget does not load in time, and ignores it if it comes later', async () => {
    server = fakeServer(MANIFEST);
    let arrive: (module: WidgetModule<PickerProps>) => void = () => {};
    const log: string[] = [];
    page(
      <MicroFrontend
        base="/api/partnerpicker/"
        props={{ partners: ['Fjord Finans'] }}
        timeoutMs={50}
        importModule={() => new Promise((resolve) => { arrive = resolve; })}
      />,
    );
    expect(await screen.findByText(MICRO_FRONTEND_FALLBACK)).toBeVisible();
    arrive(pickerWidget(log));
    await waitFor(() => expect(screen.queryByText('Vælg partner: Fjord Finans')).not.toBeInTheDocument());
    expect(log).toEqual([]);
  });

  it('shows the fallback text when the widget throws while taking new props, and the page stays', async () => {
    server = fakeServer(MANIFEST);
    const breaksOnUpdate: WidgetModule<PickerProps> = {
      mount: (element, props) => {
        element.textContent = props.partners.join(', ');
        return { update: () => { throw new Error('widget bug'); }, unmount: () => {} };
      },
    };
    const view = page(<MicroFrontend base="/api/partnerpicker/" props={{ partners: ['Fjord Finans'] }} importModule={async () => breaksOnUpdate} />);
    expect(await screen.findByText('Fjord Finans')).toBeVisible();
    const silenced = console.error;
    console.error = () => {};
    try {
      view.rerender(<MicroFrontend base="/api/partnerpicker/" props={{ partners: ['Nordlys Bilfinans'] }} importModule={async () => breaksOnUpdate} />);
      expect(await screen.findByText(MICRO_FRONTEND_FALLBACK)).toBeVisible();
    } finally {
      console.error = silenced;
    }
    expect(screen.getByRole('button', { name: 'Gem' })).toBeVisible();
  });
});
