/**
 * A sandbox partner's plugin page, in the browser inside the dealer's case page: speaks the partner side of the plugin
 * protocol, quotes from the case's car, and has the partner's back-office switch that moves the offer through its
 * statuses. Built for the browser by the sandbox server.
 */
import { carLoanQuote, type CarLoanQuote } from '../../domain/credit/car-loan.ts';
import { PROTOCOL, PROTOCOL_VERSIONS, type HostMessage, type PluginCaseData, type PluginMessage } from '../../web/src/features/offers/plugin-protocol.ts';
import { FINANCE_STATUSES, INSURANCE_STATUSES, partnerByPath, type FinanceProduct } from './sandbox-partners.ts';

interface SandboxConfig {
  readonly path: string;
  readonly hostOrigins: readonly string[];
}

const config = JSON.parse(document.getElementById('sandbox-config')!.textContent!) as SandboxConfig;
const partner = partnerByPath(config.path)!;
const offerId = new URLSearchParams(location.search).get('offerId') ?? '';
const element = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const kroner = (øre: number): string => (øre / 100).toLocaleString('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

let hostOrigin: string | null = null;
let caseData: PluginCaseData | null = null;
let quote: CarLoanQuote | null = null;
let monthlyPremium: number | null = null;

const log = (direction: 'ind' | 'ud', message: unknown): void => {
  const line = document.createElement('li');
  line.textContent = `${direction}: ${JSON.stringify(message)}`;
  element('protocol-log').append(line);
};

/** Until the handshake has answered, the page does not know which of the allowed dealer origins framed it. */
const send = (message: PluginMessage): void => {
  log('ud', message);
  for (const origin of hostOrigin ? [hostOrigin] : config.hostOrigins) window.parent.postMessage(message, origin);
};

const products = (): FinanceProduct[] => partner.brands.flatMap((brand) => brand.products);
const chosenProduct = (): FinanceProduct | undefined => products().find((product) => String(product.id) === element<HTMLSelectElement>('product').value);

const requote = (): void => {
  const price = Math.round((caseData?.car?.price ?? 0) * 100);
  element('car').textContent = caseData?.car ? `${caseData.car.make} ${caseData.car.model}, ${kroner(price)} kr.` : 'Ingen bil på sagen';
  if (partner.kind === 'insurance') {
    monthlyPremium = price > 0 ? Math.round((price * (partner.yearlyPremiumShare ?? 0)) / 12) : null;
    element('quote').textContent = monthlyPremium === null ? 'Ingen pris uden bil' : `Præmie ${kroner(monthlyPremium)} kr. pr. måned`;
    return;
  }
  const product = chosenProduct();
  const downPayment = Math.round(Number(element<HTMLInputElement>('down-payment').value || 0) * 100);
  const termMonths = Number(element<HTMLInputElement>('term').value || product?.termMonths || 0);
  try {
    quote = product
      ? carLoanQuote({
          price,
          downPayment,
          termMonths,
          nominalRatePercent: product.nominalRatePercent,
          establishmentFee: product.establishmentFee,
          monthlyFee: product.monthlyFee,
          residualValue: Math.round(price * product.residualShare),
        })
      : null;
  } catch {
    quote = null;
  }
  element('quote').textContent = quote
    ? `Ydelse ${kroner(quote.monthlyPayment)} kr. pr. måned, ÅOP ${quote.annualPercentageRatePercent.toLocaleString('da-DK', { minimumFractionDigits: 1 })} %, samlede kreditomkostninger ${kroner(quote.totalCreditCost)} kr.`
    : 'Intet tilbud: udbetalingen skal være mindre end prisen';
  if (quote && product && hostOrigin) {
    send({
      protocol: PROTOCOL,
      type: 'event',
      name: 'financeData',
      data: {
        downPayment: downPayment / 100,
        monthlyPayment: quote.monthlyPayment / 100,
        profit: 0,
        termMonths,
        interestRate: product.nominalRatePercent,
        annualPercentageRate: quote.annualPercentageRatePercent,
        creditAmount: quote.creditAmount / 100,
        totalCreditCost: quote.totalCreditCost / 100,
        totalRepayable: quote.totalRepayable / 100,
        residualValue: Math.round(price * product.residualShare) / 100,
      },
    });
  }
};

const offerPath = `${config.path}api/offers/${encodeURIComponent(offerId)}`;

const saveOffer = async (): Promise<boolean> => {
  const response = await fetch(offerPath, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ caseId: caseData?.caseId, productId: chosenProduct()?.id ?? null, quote, monthlyPremium }),
  });
  return response.ok;
};

window.addEventListener('message', (event: MessageEvent) => {
  // Only the dealer systems this partner works with, and only the window that framed us.
  if (!config.hostOrigins.includes(event.origin) || event.source !== window.parent) return;
  const message = event.data as HostMessage;
  if (typeof message !== 'object' || message === null || message.protocol !== PROTOCOL) return;
  log('ind', message);
  if (message.type === 'response' && message.name === 'handshake') {
    if (message.status === 'ok') {
      hostOrigin = event.origin;
      element('connection').textContent = `Forbundet til DealerHub (protokol ${message.version})`;
    } else element('connection').textContent = `Afvist: ${message.reason}`;
  } else if (message.type === 'event' && message.name === 'caseData') {
    caseData = message.data;
    requote();
  } else if (message.type === 'request' && message.name === 'save') {
    void saveOffer().then(
      (saved) => send({ protocol: PROTOCOL, type: 'response', name: 'save', reference: message.reference, status: saved ? 'ok' : 'failed' }),
      () => send({ protocol: PROTOCOL, type: 'response', name: 'save', reference: message.reference, status: 'failed' }),
    );
  }
});

const statuses = partner.kind === 'finance' ? FINANCE_STATUSES : INSURANCE_STATUSES;
element('status').replaceChildren(...statuses.map(({ status, text }) => new Option(text, String(status))));
element('product').replaceChildren(...products().map((product) => new Option(`${product.name} (${product.nominalRatePercent.toLocaleString('da-DK')} %)`, String(product.id))));
element('finance-fields').hidden = partner.kind !== 'finance';
// What the dealer typed is the partner's to keep: a frame loaded again (another tab, a reconnect) shows the same quote.
const DRAFT_FIELDS = ['product', 'down-payment', 'term'] as const;
const draftKey = `draft:${config.path}${offerId}`;
try {
  const draft = JSON.parse(sessionStorage.getItem(draftKey) ?? '{}') as Record<string, string>;
  for (const id of DRAFT_FIELDS) if (typeof draft[id] === 'string') element<HTMLInputElement>(id).value = draft[id];
} catch {
  // No draft, or storage refused: the page starts from its defaults.
}
for (const id of DRAFT_FIELDS) {
  element(id).addEventListener('input', () => {
    try {
      sessionStorage.setItem(draftKey, JSON.stringify(Object.fromEntries(DRAFT_FIELDS.map((field) => [field, element<HTMLInputElement>(field).value]))));
    } catch {
      // Storage refused: the quote still goes to the dealer.
    }
    requote();
  });
}

element('back-office').addEventListener('submit', (event) => {
  event.preventDefault();
  void fetch(`${offerPath}/status`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: Number(element<HTMLSelectElement>('status').value) }),
  }).then((response) => {
    element('back-office-result').textContent = response.ok ? 'Status ændret' : 'Status kunne ikke ændres';
    // The dealer's side saves and reloads the offer, and so learns its new status.
    if (response.ok) send({ protocol: PROTOCOL, type: 'event', name: 'offerUpdated' });
  });
});

// A partner's page speaks the newest version it knows; `?version=` lets a sandbox user try another.
const version = new URLSearchParams(location.search).get('version') ?? PROTOCOL_VERSIONS.at(-1)!;
send({ protocol: PROTOCOL, type: 'request', name: 'handshake', reference: 'handshake-1', version });
