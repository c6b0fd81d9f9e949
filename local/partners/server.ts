import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { FINANCE_STATUSES, INSURANCE_STATUSES, productIsApplicable, SANDBOX_PARTNERS, type SandboxPartner } from './sandbox-partners.ts';

/**
 * The sandbox partners' own web server, on an origin of its own as a real partner's is: each partner's plugin page
 * under its path, and the small API its plugin and back office use (brands and products, applicability, the offers
 * with their statuses). Offers live in memory: a restart is a fresh sandbox.
 */

export const DEFAULT_PARTNERS_PORT = 3002;

export interface SandboxOffer {
  caseId?: string;
  productId?: number | null;
  quote?: unknown;
  monthlyPremium?: number | null;
  status: number;
  statusText: string;
  statusChangedDate: string | null;
  applicationSentDate: string | null;
}

export interface PartnerSandbox {
  readonly origin: string;
  /** The plugin URL of a partner for an offer. */
  pluginUrl(partner: SandboxPartner, offerId: string): string;
  stop(): Promise<void>;
}

const pageScript = fileURLToPath(new URL('./plugin-page.ts', import.meta.url));
let bundled: Promise<string> | null = null;
/** The plugin page's script, built once per process for the browser. */
const pluginScript = (): Promise<string> => {
  bundled ??= build({ entryPoints: [pageScript], bundle: true, format: 'esm', target: 'es2022', write: false, minify: false, logLevel: 'silent' }).then(
    (result) => result.outputFiles[0]!.text,
  );
  return bundled;
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const pluginPage = (partner: SandboxPartner, hostOrigins: readonly string[]): string => `<!doctype html>
<html lang="da">
<head>
<meta charset="utf-8">
<title>${escapeHtml(partner.name)}</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 12px; color: #1a1a1a; }
  h1 { font-size: 18px; margin: 0 0 8px; }
  fieldset { border: 1px solid #bbb; margin: 8px 0; }
  label { display: block; margin: 4px 0; }
  #protocol-log { font: 11px monospace; color: #333; max-height: 140px; overflow: auto; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(partner.name)} (sandkasse)</h1>
<p id="connection" role="status">Forbinder...</p>
<p id="car"></p>
<div id="finance-fields">
  <label>Produkt <select id="product"></select></label>
  <label>Udbetaling (kr.) <input id="down-payment" type="number" min="0" step="1000" value="0"></label>
  <label>Løbetid (måneder) <input id="term" type="number" min="12" max="120" step="12" value="60"></label>
</div>
<p id="quote" aria-live="polite"></p>
<form id="back-office">
  <fieldset>
    <legend>Back office</legend>
    <label>Status <select id="status"></select></label>
    <button type="submit">Skift status</button>
    <span id="back-office-result" role="status"></span>
  </fieldset>
</form>
<details><summary>Protokollog</summary><ol id="protocol-log"></ol></details>
</main>
<script type="application/json" id="sandbox-config">${JSON.stringify({ path: partner.path, hostOrigins }).replace(/</g, '\\u003c')}</script>
<script type="module" src="${partner.path}plugin.js"></script>
</body>
</html>
`;

const readJson = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as unknown;
  } catch {
    return undefined;
  }
};

const statusText = (partner: SandboxPartner, status: number): string =>
  (partner.kind === 'finance' ? FINANCE_STATUSES : INSURANCE_STATUSES).find((entry) => entry.status === status)?.text ?? 'Ukendt status';

export const startPartnerSandbox = async (options: { port?: number; hostOrigins?: readonly string[]; log?: (line: string) => void } = {}): Promise<PartnerSandbox> => {
  const hostOrigins = options.hostOrigins ?? ['http://localhost:3000'];
  const offers = new Map<string, SandboxOffer>();
  const today = (): string => new Date().toISOString().slice(0, 10);

  const answer = (response: ServerResponse, status: number, body: unknown, contentType = 'application/json; charset=utf-8', extra: Record<string, string> = {}): void => {
    response.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...extra });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    const partner = SANDBOX_PARTNERS.find((candidate) => url.pathname.startsWith(candidate.path));
    if (!partner) return answer(response, 404, { Message: 'Ukendt partner' });
    const rest = url.pathname.slice(partner.path.length);
    const method = request.method ?? 'GET';
    if (method === 'GET' && rest === '') {
      // Only the dealer systems this partner works with may frame its page.
      return answer(response, 200, pluginPage(partner, hostOrigins), 'text/html; charset=utf-8', {
        'content-security-policy': `default-src 'self'; script-src 'self'; style-src 'unsafe-inline'; frame-ancestors ${hostOrigins.join(' ')}`,
      });
    }
    if (method === 'GET' && rest === 'plugin.js') return answer(response, 200, await pluginScript(), 'text/javascript; charset=utf-8');
    if (method === 'GET' && rest === 'api/brands') {
      return answer(response, 200, { Brands: partner.brands, DefaultBrand: partner.brands.find((brand) => brand.defaultProductId !== null)?.id ?? null });
    }
    if (method === 'GET' && rest === 'api/applicability') {
      const product = partner.brands.flatMap((brand) => brand.products).find((candidate) => String(candidate.id) === url.searchParams.get('product'));
      if (!product) return answer(response, 404, { Message: 'Ukendt produkt' });
      const applicable = productIsApplicable({
        product,
        firstRegistrationDate: url.searchParams.get('FirstRegistrationDate') || null,
        mileage: Number(url.searchParams.get('Mileage') ?? 0),
        retailPrice: Math.round(Number(url.searchParams.get('RetailPrice') ?? 0) * 100),
        today: today(),
      });
      // As the partners answer: 400 when the product does not apply to the car.
      return answer(response, applicable ? 200 : 400, { IsApplicable: applicable });
    }
    const offerMatch = /^api\/offers\/([^/]+)(\/status)?$/.exec(rest);
    if (offerMatch) {
      const key = `${partner.company}:${decodeURIComponent(offerMatch[1]!)}`;
      const offer = offers.get(key);
      if (method === 'GET' && !offerMatch[2]) {
        if (!offer) return answer(response, 404, { Message: 'Ukendt tilbud' });
        const product = partner.brands.flatMap((brand) => brand.products).find((candidate) => candidate.id === offer.productId);
        return answer(response, 200, { ...offer, productName: product?.name ?? null });
      }
      if (method === 'PUT' && !offerMatch[2]) {
        const body = (await readJson(request)) as Partial<SandboxOffer> | undefined;
        if (!body || typeof body !== 'object') return answer(response, 400, { Message: 'Ugyldigt tilbud' });
        const saved: SandboxOffer = {
          ...(offer ?? { status: 0, statusText: statusText(partner, 0), statusChangedDate: null, applicationSentDate: null }),
          caseId: body.caseId,
          productId: body.productId ?? null,
          quote: body.quote ?? null,
          monthlyPremium: body.monthlyPremium ?? null,
        };
        offers.set(key, saved);
        options.log?.(`${partner.name}: offer ${offerMatch[1]} saved`);
        return answer(response, 200, saved);
      }
      if (method === 'PUT' && offerMatch[2]) {
        const body = (await readJson(request)) as { status?: unknown } | undefined;
        const status = body?.status;
        const allowed = (partner.kind === 'finance' ? FINANCE_STATUSES : INSURANCE_STATUSES).map((entry) => entry.status as number);
        if (typeof status !== 'number' || !allowed.includes(status)) return answer(response, 400, { Message: 'Ugyldig status', Field: 'status' });
        const now = new Date().toISOString();
        const previous = offer ?? { status: 0, statusText: statusText(partner, 0), statusChangedDate: null, applicationSentDate: null };
        const changed: SandboxOffer = {
          ...previous,
          status,
          statusText: statusText(partner, status),
          statusChangedDate: now,
          applicationSentDate: previous.applicationSentDate ?? (status === 0 ? null : now),
        };
        offers.set(key, changed);
        options.log?.(`${partner.name}: offer ${offerMatch[1]} is now ${changed.statusText}`);
        return answer(response, 200, changed);
      }
    }
    return answer(response, 404, { Message: 'Ukendt adresse' });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      options.log?.(`Partner sandbox: ${request.method} ${request.url} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) answer(response, 500, { Message: 'Der skete en fejl.' });
      else response.destroy();
    });
  });
  const port = options.port ?? DEFAULT_PARTNERS_PORT;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve());
  });
  const address = server.address();
  const origin = `http://localhost:${typeof address === 'object' && address ? address.port : port}`;
  return {
    origin,
    pluginUrl: (partner, offerId) => `${origin}${partner.path}?offerId=${encodeURIComponent(offerId)}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
