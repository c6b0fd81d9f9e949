import { useEffect, useRef, useState } from 'react';
import { Text } from '@mantine/core';
import { MICRO_FRONTEND_FALLBACK } from '@/components/micro-frontend-host.tsx';
import { connectPluginFrame, securePluginUrl, type PluginCaseData, type PluginFinanceData, type PluginHost } from './plugin-protocol.ts';

export interface PluginFrameProps {
  /** The offer's plugin URL from the partner: https, or a partner sandbox on this machine. */
  pluginUrl: string;
  /** The frame's accessible name: the partner's name. */
  title: string;
  /** The case as the plugin should see it now; sent debounced, and only when it changed. */
  caseData: PluginCaseData;
  onFinanceData?: (data: PluginFinanceData) => void;
  /** The plugin changed the offer on its side: save the offer, then reload it. */
  saveOffer?: () => Promise<void>;
  reloadOffer?: () => void;
  /** Receives the connection, so the page can ask the plugin to save before it saves the case. */
  onConnected?: (host: PluginHost | null) => void;
  /** Every protocol message in and out, for the message log. */
  log?: (direction: 'in' | 'out', message: unknown) => void;
  height?: number;
}

const isSecure = (url: string): boolean => {
  try {
    securePluginUrl(url);
    return true;
  } catch {
    return false;
  }
};

/** One partner plugin in its frame, connected to the case page by the plugin protocol. */
export function PluginFrame({ pluginUrl, title, caseData, height = 600, ...handlers }: PluginFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(handlers);
  const [host, setHost] = useState<PluginHost | null>(null);
  const secure = isSecure(pluginUrl);

  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!secure || !frame.current) return;
    const element = frame.current;
    // A connection starts with the plugin's handshake: a frame connected before is loaded again to handshake anew.
    if (element.dataset.connected) element.src = pluginUrl;
    element.dataset.connected = 'true';
    const connection = connectPluginFrame(element, {
      pluginUrl,
      onFinanceData: (data) => latest.current.onFinanceData?.(data),
      saveOffer: async () => latest.current.saveOffer?.(),
      reloadOffer: () => latest.current.reloadOffer?.(),
      log: (direction, message) => latest.current.log?.(direction, message),
    });
    setHost(connection.host);
    latest.current.onConnected?.(connection.host);
    return () => {
      connection.disconnect();
      latest.current.onConnected?.(null);
      setHost(null);
    };
  }, [pluginUrl, secure]);

  useEffect(() => {
    host?.setCaseData(caseData);
  }, [host, caseData]);

  // A plugin on an insecure address would see the customer's data in the clear: it is never framed.
  if (!secure) return <Text size="sm" role="status">{MICRO_FRONTEND_FALLBACK}</Text>;
  return <iframe ref={frame} src={pluginUrl} title={title} style={{ width: '100%', height, border: 0 }} />;
}
