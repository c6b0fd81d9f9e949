import { Component, useEffect, useLayoutEffect, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { Loader, Text } from '@mantine/core';

/** What the dealer reads when a widget cannot be shown. */
export const MICRO_FRONTEND_FALLBACK = 'Service kan ikke hentes i øjeblikket.';
export const MICRO_FRONTEND_TIMEOUT_MS = 10_000;

/**
 * A widget is an ES module that mounts itself into an element the host gives it, with its own framework if it has one,
 * and returns how to update and unmount it. The host never renders into that element.
 */
export interface MountedWidget<Props> {
  update?: (props: Props) => void;
  unmount: () => void;
}
export interface WidgetModule<Props> {
  mount: (element: HTMLElement, props: Props) => MountedWidget<Props> | (() => void) | void;
}

/** `{base}/asset-manifest.json`: the widget's entry files, relative to its base; `.js` modules and `.css` sheets. */
export interface AssetManifest {
  entrypoints: string[];
}

export interface MicroFrontendProps<Props> {
  /** Where the widget is served, e.g. `/api/partnerpicker/`; its manifest is read from there. */
  base: string;
  /** Handed to the widget's `mount`, and to its `update` whenever they change. */
  props: Props;
  /** Longer than this from the manifest's request to the mount counts as a failure. */
  timeoutMs?: number;
  /** Shown instead of the standard text when the widget cannot be shown. */
  fallback?: ReactNode;
  /** For a name the assistive technology reads while the widget loads. */
  title?: string;
  /** How an entry module is imported; the browser's `import()` unless a test gives another. */
  importModule?: (url: string) => Promise<unknown>;
}

const browserImport = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

const isWidgetModule = (value: unknown): value is WidgetModule<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { mount?: unknown }).mount === 'function';

const baseUrl = (base: string): URL => new URL(base.endsWith('/') ? base : `${base}/`, window.location.href);

const readManifest = async (base: URL): Promise<AssetManifest> => {
  const response = await fetch(new URL('asset-manifest.json', base).href);
  if (!response.ok) throw new Error(`The widget's manifest answered ${response.status}`);
  const manifest = (await response.json()) as Partial<AssetManifest>;
  if (!Array.isArray(manifest.entrypoints) || !manifest.entrypoints.some((entry) => typeof entry === 'string' && entry.endsWith('.js'))) {
    throw new Error("The widget's manifest names no script");
  }
  return manifest as AssetManifest;
};

const addStyleSheet = (href: string): void => {
  if ([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href === href)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
};

const asMounted = <Props,>(result: MountedWidget<Props> | (() => void) | void): MountedWidget<Props> =>
  typeof result === 'function' ? { unmount: result } : (result ?? { unmount: () => {} });

function WidgetFallback({ fallback }: { fallback: ReactNode | undefined }) {
  return <>{fallback ?? <Text size="sm" role="status">{MICRO_FRONTEND_FALLBACK}</Text>}</>;
}

function LoadedWidget<Props>({ base, props, timeoutMs = MICRO_FRONTEND_TIMEOUT_MS, fallback, title, importModule = browserImport }: MicroFrontendProps<Props>) {
  const element = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedWidget<Props> | null>(null);
  const latestProps = useRef(props);
  const givenProps = useRef<Props | null>(null);
  // Read when loading starts: a new function on each render must not reload the widget.
  const latestImport = useRef(importModule);
  useLayoutEffect(() => {
    latestProps.current = props;
    latestImport.current = importModule;
  });
  const [state, setState] = useState<'loading' | 'mounted' | 'failed'>('loading');

  useEffect(() => {
    let abandoned = false;
    const fail = (): void => {
      if (abandoned) return;
      abandoned = true;
      setState('failed');
    };
    const timer = setTimeout(fail, timeoutMs);
    void (async () => {
      const root = baseUrl(base);
      const manifest = await readManifest(root);
      const entries = manifest.entrypoints.map((entry) => new URL(entry, root));
      // A manifest may only point at files beside it: a widget's code never comes from another origin.
      if (entries.some((entry) => entry.origin !== root.origin)) throw new Error("The widget's manifest points at another origin");
      for (const sheet of entries.filter((entry) => entry.pathname.endsWith('.css'))) addStyleSheet(sheet.href);
      const module = await latestImport.current(entries.find((entry) => entry.pathname.endsWith('.js'))!.href);
      if (abandoned || !element.current) return;
      if (!isWidgetModule(module)) throw new Error('The widget exports no mount function');
      givenProps.current = latestProps.current;
      mounted.current = asMounted((module as WidgetModule<Props>).mount(element.current, latestProps.current));
      clearTimeout(timer);
      setState('mounted');
    })().catch(() => {
      clearTimeout(timer);
      fail();
    });
    return () => {
      abandoned = true;
      clearTimeout(timer);
      const widget = mounted.current;
      mounted.current = null;
      try {
        widget?.unmount();
      } catch {
        // A widget that fails to clean up must not take the page with it.
      }
    };
  }, [base, timeoutMs]);

  useEffect(() => {
    if (state !== 'mounted' || props === givenProps.current) return;
    givenProps.current = props;
    // A widget that throws here is caught by the boundary around it.
    mounted.current?.update?.(props);
  }, [props, state]);

  return (
    <>
      {state === 'loading' && <Loader size="sm" aria-label={title ? `Henter ${title}` : 'Henter'} />}
      {state === 'failed' && <WidgetFallback fallback={fallback} />}
      {/* The widget owns this element's children; React never renders into it. */}
      <div ref={element} hidden={state !== 'mounted'} data-micro-frontend={base} />
    </>
  );
}

interface BoundaryProps {
  fallback: ReactNode | undefined;
  children: ReactNode;
}

/** Whatever a widget throws while the host renders or updates it stays inside the widget's place on the page. */
class WidgetErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('A widget failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <WidgetFallback fallback={this.props.fallback} /> : this.props.children;
  }
}

/**
 * A micro-frontend: loads the widget at `base` from its asset manifest and mounts it; shows the standard fallback
 * text when it cannot be loaded in time, and never lets the widget's failure break the page around it.
 */
export function MicroFrontend<Props>(props: MicroFrontendProps<Props>) {
  return (
    // Another base or deadline is another widget: it starts loading afresh.
    <WidgetErrorBoundary key={`${props.base} ${props.timeoutMs ?? ''}`} fallback={props.fallback}>
      <LoadedWidget {...props} />
    </WidgetErrorBoundary>
  );
}
