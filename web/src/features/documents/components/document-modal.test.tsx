import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANCEL_DOCUMENT_REQUIRED } from '../../../../../domain/cases/messages.ts';
import { AppProviders } from '@/app/providers.tsx';
import { api } from '@/lib/api.ts';
import { createQueryClient } from '@/app/query-client.ts';
import { SALESMAN } from '@/test/case-fixtures.ts';
import { DOWNLOAD_FAILED } from '../model/documents.ts';
import { OFFER_OPTIONS_KEY } from '../model/remembered-offer-options.ts';
import { DocumentModal, type DocumentModalProps } from './document-modal.tsx';

/** One request the fake server holds: the test answers it (or sees it aborted). */
interface HeldRequest {
  path: string;
  query: URLSearchParams;
  signal: AbortSignal | undefined;
  answer(response: Response): void;
}

const PDF = new TextEncoder().encode('%PDF-1.7\n% preview\n');
const pdfResponse = (fileName?: string): Response =>
  new Response(PDF, {
    status: 200,
    headers: { 'content-type': 'application/pdf', etag: '"5"', ...(fileName ? { 'content-disposition': `attachment; filename="${fileName}"` } : {}) },
  });
const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let held: HeldRequest[];
let answerPdfsAtOnce: boolean;
/** Answers of other calls by path (the settings, the appendix list, the dealer plates, the cancel). */
let routes: Record<string, () => Response>;
let objectUrls: number;

beforeEach(() => {
  notifications.clean();
  modals.closeAll();
  window.localStorage.clear();
  held = [];
  answerPdfsAtOnce = true;
  objectUrls = 0;
  routes = {
    '/api/account/settings': () => json(SALESMAN),
    '/api/salescontractappendix/GetByDealerId': () => json([{ Id: 3, Label: 'Garantibetingelser' }]),
    '/api/dealerplate/dealerplatesbydealerid': () => json({ Message: 'Findes ikke.' }, 404),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const route = routes[url.pathname];
      if (route) return Promise.resolve(route());
      return new Promise<Response>((resolve, reject) => {
        const request: HeldRequest = { path: url.pathname, query: url.searchParams, signal: init.signal ?? undefined, answer: resolve };
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        held.push(request);
        if (answerPdfsAtOnce) resolve(pdfResponse());
      });
    }),
  );
  URL.createObjectURL = vi.fn(() => {
    objectUrls += 1;
    return `blob:pdf-${objectUrls}`;
  });
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The case's cancel-document command, as the app composes it into the modal. */
const cancelDocument = (caseId: string) => api.send('POST', '/api/case/canceldocument/', { body: { CaseId: caseId } });

const props = (changes: Partial<DocumentModalProps> = {}): DocumentModalProps => ({
  document: 'Offer',
  caseId: '1042',
  opened: true,
  onClose: vi.fn(),
  onPrinted: vi.fn(),
  swapPriceVisible: true,
  registrationNumber: 'AB12345',
  cancelDocument,
  ...changes,
});

const renderModal = (initial: DocumentModalProps) => {
  const queryClient = createQueryClient();
  const tree = (current: DocumentModalProps) => (
    <AppProviders queryClient={queryClient} env="test">
      <DocumentModal {...current} />
    </AppProviders>
  );
  const view = render(tree(initial));
  return { ...view, rerender: (next: DocumentModalProps) => view.rerender(tree(next)) };
};

const pdfRequests = (path: string) => held.filter((request) => request.path === path);
/** React has run every effect and the promises they queued. */
const settled = () => act(async () => undefined);
const previewFrame = () => screen.findByTitle('Forhåndsvisning');

describe('the live preview', () => {
  it('renders a preview (RenderPdf=false) when opened and again on every option change', async () => {
    const user = userEvent.setup();
    renderModal(props());
    await waitFor(() => expect((screen.getByTitle('Forhåndsvisning') as HTMLIFrameElement).src).toBe('blob:pdf-1'));
    expect(document.getElementById('offerModal')).toContainElement(screen.getByTitle('Forhåndsvisning'));
    const [first] = pdfRequests('/api/PrintOffer/PrintOffer');
    expect(first?.query.get('RenderPdf')).toBe('false');
    expect(first?.query.get('ShowLogo')).toBe('true');

    await user.click(screen.getByRole('checkbox', { name: 'Vis logo' }));

    await waitFor(() => expect((screen.getByTitle('Forhåndsvisning') as HTMLIFrameElement).src).toBe('blob:pdf-2'));
    const offers = pdfRequests('/api/PrintOffer/PrintOffer');
    expect(offers).toHaveLength(2);
    expect(offers[1]?.query.get('ShowLogo')).toBe('false');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:pdf-1');
  });

  it('offers the contract in colour as the offer is, and previews it in the theme chosen', async () => {
    const user = userEvent.setup();
    renderModal(props({ document: 'Contract' }));
    await waitFor(() => expect(pdfRequests('/api/PrintContract/PrintContract')).toHaveLength(1));
    expect(pdfRequests('/api/PrintContract/PrintContract')[0]?.query.get('ColorTheme')).toBe('Gray');

    await user.click(screen.getByText('Farve'));

    await waitFor(() => expect(pdfRequests('/api/PrintContract/PrintContract').at(-1)?.query.get('ColorTheme')).toBe('Color'));
  });

  it('renders nothing while the modal is hidden, and stops when it closes', async () => {
    const { rerender } = renderModal(props({ opened: false }));
    // A render starts in the preview's effect: once React has run the effects and the promises they queued, any
    // request it would make has been made.
    await settled();
    expect(pdfRequests('/api/PrintOffer/PrintOffer')).toHaveLength(0);

    answerPdfsAtOnce = false;
    rerender(props({ opened: true }));
    await waitFor(() => expect(pdfRequests('/api/PrintOffer/PrintOffer')).toHaveLength(1));
    rerender(props({ opened: false }));
    expect(held[0]?.signal?.aborted).toBe(true);
    await settled();
    expect(pdfRequests('/api/PrintOffer/PrintOffer')).toHaveLength(1);
  });

  it('cancels a render that a newer option change overtakes and never shows it', async () => {
    answerPdfsAtOnce = false;
    const user = userEvent.setup();
    renderModal(props());
    await waitFor(() => expect(pdfRequests('/api/PrintOffer/PrintOffer')).toHaveLength(1));

    await user.click(screen.getByRole('checkbox', { name: 'Vis rabat' }));

    await waitFor(() => expect(pdfRequests('/api/PrintOffer/PrintOffer')).toHaveLength(2));
    const [stale, fresh] = pdfRequests('/api/PrintOffer/PrintOffer');
    expect(stale?.signal?.aborted).toBe(true);
    expect(fresh?.signal?.aborted).toBe(false);
    fresh?.answer(pdfResponse());
    await waitFor(() => expect((screen.getByTitle('Forhåndsvisning') as HTMLIFrameElement).src).toBe('blob:pdf-1'));
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('shows the download failure when a preview cannot be rendered', async () => {
    answerPdfsAtOnce = false;
    renderModal(props({ document: 'CustomsDocument' }));
    await waitFor(() => expect(pdfRequests('/api/PrintCustomsDocument/PrintCustomsDocument')).toHaveLength(1));
    held[0]?.answer(json({ Message: 'Intern fejl' }, 500));
    expect(await screen.findByText(DOWNLOAD_FAILED)).toBeInTheDocument();
  });
});

describe('remembered offer options', () => {
  it('opens the offer with the options chosen last time', async () => {
    const user = userEvent.setup();
    const first = renderModal(props());
    await user.click(await screen.findByRole('checkbox', { name: 'Vis ekstraudstyr' }));
    expect(JSON.parse(window.localStorage.getItem(OFFER_OPTIONS_KEY) ?? '{}')).toMatchObject({ ShowExtraEquipment: false });
    first.unmount();

    held = [];
    renderModal(props());
    expect(await screen.findByRole('checkbox', { name: 'Vis ekstraudstyr' })).not.toBeChecked();
    await waitFor(() => expect(pdfRequests('/api/PrintOffer/PrintOffer')[0]?.query.get('ShowExtraEquipment')).toBe('false'));
  });
});

describe('the test drive', () => {
  it('offers the car own plate when the dealer plates are unavailable, and the two portrait templates', async () => {
    renderModal(props({ document: 'TestDrive' }));
    await waitFor(() => expect(pdfRequests('/api/case/PrintTestDriveDoc')).toHaveLength(1));
    const query = pdfRequests('/api/case/PrintTestDriveDoc')[0]?.query;
    expect(query?.get('TestDrivePlate')).toBe('AB12345');
    expect(query?.get('Template')).toBe('PortraitWithPicture');
    const start = new Date(query?.get('StartTime') ?? '');
    const end = new Date(query?.get('EndTime') ?? '');
    expect(end.getTime() - start.getTime()).toBe(30 * 60_000);
    expect(start.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(await screen.findByDisplayValue('Brug bilens registreringsnummer (AB12345)')).toBeInTheDocument();
    expect(screen.getByText('Stående uden billede')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Vis byttepris' })).not.toBeInTheDocument();
  });
});

describe('the test drive times', () => {
  it('keeps the half hour when the start moves, and renders the preview again', async () => {
    renderModal(props({ document: 'TestDrive' }));
    await waitFor(() => expect(pdfRequests('/api/case/PrintTestDriveDoc')).toHaveLength(1));

    expect((screen.getByLabelText('Starttidspunkt') as HTMLInputElement).value).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    fireEvent.change(screen.getByLabelText('Starttidspunkt'), { target: { value: '01-06-2030 14:30' } });

    await waitFor(() => expect(pdfRequests('/api/case/PrintTestDriveDoc')).toHaveLength(2));
    const query = pdfRequests('/api/case/PrintTestDriveDoc')[1]?.query;
    const start = new Date(query?.get('StartTime') ?? '');
    // Danish summer time.
    expect(start.toISOString()).toBe('2030-06-01T12:30:00.000Z');
    expect(new Date(query?.get('EndTime') ?? '').getTime() - start.getTime()).toBe(30 * 60_000);
    expect(screen.getByLabelText('Sluttidspunkt')).toHaveValue('01-06-2030 15:00');
  });
});

describe('printing', () => {
  const clickedLinks = () => {
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    return downloads;
  };

  it('downloads the PDF (RenderPdf=true, UsePdfAttachment=true) under the document name and reports the print', async () => {
    const downloads = clickedLinks();
    const user = userEvent.setup();
    const current = props({ document: 'InvoiceDocument' });
    renderModal(current);
    await previewFrame();

    await user.click(screen.getByRole('button', { name: 'Udskriv' }));

    await waitFor(() => expect(downloads).toEqual(['Fakturagrundlag.pdf']));
    const printed = pdfRequests('/api/PrintInvoiceDocument/PrintInvoiceDocument').at(-1);
    expect(printed?.query.get('RenderPdf')).toBe('true');
    expect(printed?.query.get('UsePdfAttachment')).toBe('true');
    expect(current.onPrinted).toHaveBeenCalledExactlyOnceWith('5');
    expect(current.onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the spec message when the download fails', async () => {
    const downloads = clickedLinks();
    const user = userEvent.setup();
    const current = props({ document: 'Rental' });
    renderModal(current);
    await previewFrame();
    answerPdfsAtOnce = false;

    await user.click(screen.getByRole('button', { name: 'Udskriv' }));
    await waitFor(() => expect(pdfRequests('/api/PrintRental/PrintRental').at(-1)?.query.get('RenderPdf')).toBe('true'));
    pdfRequests('/api/PrintRental/PrintRental').at(-1)?.answer(json({ Message: 'Intern fejl' }, 502));

    expect(await screen.findByText(DOWNLOAD_FAILED)).toBeInTheDocument();
    expect(downloads).toEqual([]);
    expect(current.onPrinted).not.toHaveBeenCalled();
  });

  it("shows the server's refusal when it refuses the print", async () => {
    const user = userEvent.setup();
    renderModal(props({ document: 'Offer' }));
    await previewFrame();
    answerPdfsAtOnce = false;

    await user.click(screen.getByRole('button', { name: 'Udskriv' }));
    await waitFor(() => expect(pdfRequests('/api/PrintOffer/PrintOffer').at(-1)?.query.get('RenderPdf')).toBe('true'));
    pdfRequests('/api/PrintOffer/PrintOffer').at(-1)?.answer(json({ Message: 'Mangler kunde', Code: 'MissingCarOrCustomer' }, 409));

    expect(await screen.findByText('Mangler kunde')).toBeInTheDocument();
    expect(screen.queryByText(DOWNLOAD_FAILED)).not.toBeInTheDocument();
  });

  it('starts the cancel-document flow when the purchase agreement stands in the way, then prints the contract', async () => {
    const downloads = clickedLinks();
    let cancelled = 0;
    routes['/api/case/canceldocument/'] = () => {
      cancelled += 1;
      return json({ Message: 'Handlen er annuleret.' });
    };
    const user = userEvent.setup();
    const current = props({ document: 'Contract' });
    renderModal(current);
    await previewFrame();
    answerPdfsAtOnce = false;

    await user.click(screen.getByRole('button', { name: 'Udskriv' }));
    await waitFor(() => expect(pdfRequests('/api/PrintContract/PrintContract').at(-1)?.query.get('RenderPdf')).toBe('true'));
    pdfRequests('/api/PrintContract/PrintContract')
      .at(-1)
      ?.answer(json({ Message: 'Købsaftalen skal annulleres, før slutsedlen kan udskrives.', Code: CANCEL_DOCUMENT_REQUIRED }, 409));

    const dialog = await screen.findByRole('dialog', { name: 'Annuller dokument' });
    expect(dialog).toHaveTextContent('Vil du annullere købsaftalen og udskrive slutseddel?');
    answerPdfsAtOnce = true;
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(downloads).toEqual(['Slutseddel.pdf']));
    expect(cancelled).toBe(1);
    expect(await screen.findByText('Handlen er annuleret.')).toBeInTheDocument();
    expect(current.onPrinted).toHaveBeenCalledTimes(1);
  });
});
