import { isIP } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readMailbox } from '../functions/platform/mail/outbox.ts';
import type { StreamPoller } from './stream-poller.ts';

/**
 * Local-only helpers beside the app (never under /api, never deployed): `GET /__local/drain` answers 204 once the
 * stream consumers have caught up, so black-box tests can wait for read models instead of sleeping;
 * `GET /__local/dead-letters/<consumer>` lists parked records; `GET /__local/mailbox?to=` the local mailbox's messages
 * to one recipient (activation links among them). `POST /__local/retention?dealerId=&days=` runs the nightly
 * data-retention job now for one department, as if `days` days had passed, and answers its report: a test can see a
 * customer kept past the period forgotten without waiting half a year.
 *
 * They hand out activation keys and erase data without a session, so they answer only this machine's own tools:
 * a request from another machine, one a web page of another origin makes from the developer's browser (a foreign
 * Origin), and one that reaches the port through a host name other than the local ones (DNS rebinding: a foreign Host)
 * are refused.
 */
export const LOCAL_HELPERS_PREFIX = '/__local/';

const LOCAL_HOST_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (`::ffff:127.0.0.1`), as Node reports a dual-stack socket's peer. */
export const isLoopbackAddress = (address: string | undefined): boolean => {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1';
};

export interface LocalHelperRequest {
  remoteAddress: string | undefined;
  host: string | undefined;
  origin: string | undefined;
}

/** Why a request may not use the helpers, or undefined when it may: it comes from this machine to the app's own port. */
export const localHelperRefusal = (request: LocalHelperRequest, port: number): string | undefined => {
  if (!isLoopbackAddress(request.remoteAddress)) return 'not from this machine';
  const ownHosts = LOCAL_HOST_NAMES.map((name) => `${name}:${port}`);
  if (!request.host || !ownHosts.includes(request.host.toLowerCase())) return 'a foreign Host';
  if (request.origin !== undefined && !ownHosts.map((host) => `http://${host}`).includes(request.origin.toLowerCase())) return 'a foreign Origin';
  return undefined;
};

const firstHeader = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(',') : value);

export const localHelpers =
  (poller: StreamPoller, mailbox: string, port: number, warn: (message: string) => void) =>
  (request: IncomingMessage, response: ServerResponse): Promise<void> | undefined => {
    const url = request.url ?? '/';
    if (!url.startsWith(LOCAL_HELPERS_PREFIX)) return undefined;
    const send = (status: number, body?: unknown): void => {
      const text = body === undefined ? '' : JSON.stringify(body);
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      response.end(text);
    };
    const refusal = localHelperRefusal(
      { remoteAddress: request.socket.remoteAddress, host: firstHeader(request.headers.host), origin: firstHeader(request.headers.origin) },
      port,
    );
    if (refusal) {
      warn(`Refused ${request.method} ${url.split('?')[0]}: ${refusal}`);
      request.resume();
      send(403, { Message: 'Kun tilgængelig fra denne maskine.', Code: 'LocalOnly' });
      return Promise.resolve();
    }
    return (async () => {
      if (url === '/__local/drain') {
        await poller.drain();
        return send(204);
      }
      // The local mailbox, for tests that follow an invitation: the messages to one recipient, oldest first.
      const mail = /^\/__local\/mailbox\?to=([^&]+)$/.exec(url);
      if (mail) {
        const to = decodeURIComponent(mail[1]!).toLowerCase();
        return send(200, (await readMailbox(mailbox)).filter((message) => message.to.toLowerCase() === to));
      }
      const retention = /^\/__local\/retention\?dealerId=(\d+)&days=(\d+)$/.exec(url);
      if (retention && request.method === 'POST') {
        const { runRetention } = await import('../functions/data-retention.ts');
        const now = new Date(Date.now() + Number(retention[2]) * 86_400_000);
        return send(200, await runRetention({ dryRun: false, now, dealerIds: [retention[1]!] }));
      }
      const deadLetters = /^\/__local\/dead-letters\/([a-z-]+)$/.exec(url);
      if (deadLetters && poller.consumers.includes(deadLetters[1]!)) return send(200, await poller.deadLetters(deadLetters[1]!));
      return send(404, { Message: 'Findes ikke.', Code: 'NotFound' });
    })();
  };
