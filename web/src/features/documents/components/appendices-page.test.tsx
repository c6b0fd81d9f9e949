import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@/lib/current-user.ts';
import { fakeServer, type FakeRoutes } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { APPENDIX_MAX_BYTES } from '../../../../../domain/documents/print-options.ts';
import { ADMIN } from '@/test/admin-fixtures.ts';
import { appendixUploadErrors } from '../model/appendix-upload.ts';

let server: ReturnType<typeof fakeServer>;

const dataServer = (user: CurrentUser = ADMIN, routes: FakeRoutes = {}) => {
  server = fakeServer({ 'GET /api/account/settings': { body: user }, ...routes });
  return server;
};

beforeEach(() => {
  server = fakeServer({});
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the sales contract appendices page', () => {
  const pdf = (name = 'garanti.pdf', bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

  it('checks label, type and size with their own messages', () => {
    expect(appendixUploadErrors('', null)).toEqual({ label: 'Navn på bilaget skal udfyldes.', file: 'Vælg en PDF-fil.' });
    expect(appendixUploadErrors('Garanti', new File(['x'], 'garanti.docx', { type: 'application/msword' }))).toEqual({ file: 'Filen er ikke en PDF. Vælg en PDF-fil.' });
    expect(appendixUploadErrors('Garanti', pdf('stor.pdf', APPENDIX_MAX_BYTES + 1))).toEqual({
      file: 'Filen er for stor. Bilaget må højst fylde 4 MB (4.194.304 bytes).',
    });
    expect(appendixUploadErrors('Garanti', pdf('lige-nok.pdf', APPENDIX_MAX_BYTES))).toEqual({});
  });

  it('lists, uploads with the label and deletes after confirmation, asking the list at the version each command answered', async () => {
    let list = [{ Id: '3', DealerId: '101', Label: 'Garantibetingelser', Bytes: 2000, Pages: 2, CreatedDate: '2026-01-02T09:00:00.000Z' }];
    dataServer(ADMIN, {
      'GET /api/salescontractappendix/GetByDealerId': () => ({ body: list }),
      'POST /api/salescontractappendix/uploadpdf': (request) => {
        list = [...list, { Id: '4', DealerId: '101', Label: request.query.label!, Bytes: 10, Pages: 1, CreatedDate: '2026-01-03T09:00:00.000Z' }];
        return { body: list.at(-1), headers: { etag: '"1"' } };
      },
      'DELETE /api/salescontractappendix/Delete': (request) => {
        list = list.filter((item) => item.Id !== request.query.salesContractAppendixId);
        return { body: { Message: 'Bilaget er slettet.' }, headers: { etag: '"2"' } };
      },
    });
    renderApp('/Organization/SalesContractAppendices');
    const user = userEvent.setup({ applyAccept: false });

    expect(await screen.findByRole('cell', { name: 'Garantibetingelser' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Navn på bilaget skal udfyldes.')).toBeInTheDocument();
    expect(screen.getByText('Vælg en PDF-fil.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Navn på bilaget' }), 'Handelsbetingelser');
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('cell', { name: 'Handelsbetingelser' })).toBeInTheDocument();
    expect(screen.getByText('Bilaget er gemt.')).toBeInTheDocument();
    const upload = server.calls('POST /api/salescontractappendix/uploadpdf')[0]!;
    expect(upload.query).toEqual({ dealerId: '101', label: 'Handelsbetingelser' });
    // The list is asked once, at the version the upload answered (the server waits for it), not again and again.
    expect(server.calls('GET /api/salescontractappendix/GetByDealerId').map((call) => call.query)).toEqual([
      { dealerId: '101' },
      { dealerId: '101', AppendixId: '4', MinVersion: '1' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Slet Garantibetingelser' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Slet bilag' })).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Bilaget er slettet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Garantibetingelser' })).not.toBeInTheDocument());
    expect(server.calls('DELETE /api/salescontractappendix/Delete')[0]?.query).toEqual({ salesContractAppendixId: '3' });
    expect(server.calls('GET /api/salescontractappendix/GetByDealerId').slice(2).map((call) => call.query)).toEqual([{ dealerId: '101', AppendixId: '3', MinVersion: '2' }]);
  });
});
