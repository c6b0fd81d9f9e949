import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CarMessages } from '../../../../../domain/cars/messages.ts';
import { PictureMessages } from '../../../../../domain/cars/pictures.ts';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { fakeServer, type RecordedRequest } from '@/test/fake-server.ts';
import type { CarPicture, CarPictures } from '../api/car-pictures.ts';
import { PhotoUploader, resizeForUpload, type PictureCanvas } from './photo-uploader.tsx';

const picture = (id: string, number: number): CarPicture => ({
  Number: number,
  PictureId: id,
  Url: `https://s3.test/${id}/original.jpg`,
  ThumbnailUrl: `https://s3.test/${id}/thumbnail.jpg`,
  DownloadUrl: `https://s3.test/${id}/original.jpg?download`,
});
const answer = (ids: string[]): CarPictures => {
  const pictures = ids.map((id, index) => picture(id, index + 1));
  return {
    CarId: '55',
    NumberOfPictures: pictures.length,
    CarPictureUrls: pictures.map((each) => each.Url),
    CarPictureThumbnailUrls: pictures.map((each) => each.ThumbnailUrl),
    CarPictureThumbnailUrl: pictures[0]?.ThumbnailUrl ?? null,
    CarPictures: pictures,
  };
};

/** A canvas that records what it was asked to draw; pictures of 4000×3000 unless told. */
const recordingCanvas = (size = { width: 4000, height: 3000 }) => {
  const drawn: { width: number; height: number; quality: number }[] = [];
  const canvas: PictureCanvas = {
    decode: vi.fn(async () => ({ ...size, image: {} as CanvasImageSource, close: vi.fn() })),
    encode: vi.fn(async (_image, width, height, quality) => {
      drawn.push({ width, height, quality });
      return new Blob([`resized ${width}x${height}`], { type: 'image/jpeg' });
    }),
  };
  return { canvas, drawn };
};

const jpg = (name: string, size?: number): File => {
  const file = new File(['jpeg bytes'], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

const show = (props: Partial<Parameters<typeof PhotoUploader>[0]> & { canvas: PictureCanvas }) =>
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <PhotoUploader carId="55" title="VW Golf" pictures={[picture('a', 1), picture('b', 2)]} version="7" {...props} />
    </AppProviders>,
  );

const order = () => within(screen.getByRole('list', { name: 'Bilens billeder' })).getAllByRole('img').map((image) => image.getAttribute('src'));
const fileOf = (request: RecordedRequest) => (request.body as FormData).get('file') as File;
const user = () => userEvent.setup({ applyAccept: false });

beforeEach(() => {
  notifications.clean();
  modals.closeAll();
  document.cookie = 'XSRF-TOKEN=token-1';
});

describe('the photo uploader', () => {
  it('shows the pictures in order, the first as the main picture', () => {
    fakeServer({});
    show({ canvas: recordingCanvas().canvas });
    expect(order()).toEqual(['https://s3.test/a/thumbnail.jpg', 'https://s3.test/b/thumbnail.jpg']);
    expect(screen.getByText('Hovedbillede')).toBeInTheDocument();
    expect(screen.getByText('Billeder (2/12)')).toBeInTheDocument();
  });

  it('draws each picture anew to fit 1920×1080 at quality 95, uploads it as a JPG, and shows what was stored', async () => {
    let uploads = 0;
    const server = fakeServer({
      'POST /api/CarPicture': () => {
        uploads += 1;
        return { body: answer(['a', 'b', 'c', 'd'].slice(0, 2 + uploads)), headers: { etag: `"${7 + uploads}"` } };
      },
    });
    const { canvas, drawn } = recordingCanvas();
    show({ canvas });
    await user().upload(screen.getByLabelText('Vælg billeder'), [jpg('forfra.jpg'), jpg('bagfra.JPEG')]);

    await waitFor(() => expect(order()).toHaveLength(4));
    expect(drawn).toEqual([
      { width: 1440, height: 1080, quality: 0.95 },
      { width: 1440, height: 1080, quality: 0.95 },
    ]);
    const calls = server.calls('POST /api/CarPicture');
    expect(calls.map((call) => call.query)).toEqual([{ carId: '55' }, { carId: '55' }]);
    expect(calls[0]!.headers['X-XSRF-TOKEN']).toBe('token-1');
    expect(fileOf(calls[0]!).name).toBe('forfra.jpg');
    expect(await fileOf(calls[1]!).text()).toBe('resized 1440x1080');
    expect(await screen.findByText(PictureMessages.uploaded(2))).toBeInTheDocument();
    expect(server.unexpected).toEqual([]);
  });

  it("refuses what is not a JPG, over 10 MB or beyond 12 pictures with the spec's texts, before any upload", async () => {
    const server = fakeServer({ 'POST /api/CarPicture': { body: answer(Array.from({ length: 12 }, (_, index) => `p${index}`)) } });
    const eleven = Array.from({ length: 11 }, (_, index) => picture(`p${index}`, index + 1));
    show({ canvas: recordingCanvas().canvas, pictures: eleven });
    await user().upload(screen.getByLabelText('Vælg billeder'), [jpg('kort.png'), jpg('stor.jpg', 10 * 1024 * 1024 + 1), jpg('ok.jpg'), jpg('en-for-meget.jpg')]);

    expect(await screen.findByText(`kort.png: ${PictureMessages.unreadable}`)).toBeInTheDocument();
    expect(screen.getByText(`stor.jpg: ${PictureMessages.tooLarge}`)).toBeInTheDocument();
    expect(screen.getByText(`en-for-meget.jpg: ${CarMessages.tooManyPictures}`)).toBeInTheDocument();
    await waitFor(() => expect(server.calls('POST /api/CarPicture')).toHaveLength(1));
    expect(fileOf(server.calls('POST /api/CarPicture')[0]!).name).toBe('ok.jpg');
    // Twelve pictures: no more can be added.
    expect(await screen.findByText(CarMessages.tooManyPictures)).toBeInTheDocument();
    expect(screen.queryByLabelText('Vælg billeder')).not.toBeInTheDocument();
  });

  it("shows the spec's texts for a picture that does not load, one the browser cannot resize, and the server's refusals", async () => {
    const refusals = [
      { status: 400, body: { Message: PictureMessages.unreadable, Code: 'PictureUnreadable', Field: 'file' } },
      { status: 500, body: { Message: 'Der skete en fejl. Prøv igen.', Code: 'InternalError' } },
    ];
    const server = fakeServer({ 'POST /api/CarPicture': () => refusals.shift()! });
    const canvas: PictureCanvas = {
      decode: vi
        .fn()
        .mockRejectedValueOnce(new Error('not an image'))
        .mockResolvedValue({ width: 800, height: 600, image: {} as CanvasImageSource }),
      encode: vi
        .fn()
        .mockRejectedValueOnce(new Error('out of memory'))
        .mockResolvedValue(new Blob(['x'], { type: 'image/jpeg' })),
    };
    show({ canvas });
    await user().upload(screen.getByLabelText('Vælg billeder'), [jpg('1.jpg'), jpg('2.jpg'), jpg('3.jpg'), jpg('4.jpg')]);

    expect(await screen.findByText(`1.jpg: ${PictureMessages.unreadable}`)).toBeInTheDocument();
    expect(screen.getByText(`2.jpg: ${PictureMessages.retry}`)).toBeInTheDocument();
    expect(await screen.findByText(`3.jpg: ${PictureMessages.unreadable}`)).toBeInTheDocument();
    // ErrorCode 101, a failure of the server: the generic error dialog.
    expect(await screen.findByRole('dialog', { name: PictureMessages.serverError })).toBeInTheDocument();
    expect(server.calls('POST /api/CarPicture')).toHaveLength(2);
    expect(order()).toHaveLength(2);
  });

  it('moves a picture by dragging it onto another place, sending the version it was shown at', async () => {
    const server = fakeServer({ 'POST /api/CarPicture/move': { body: answer(['c', 'a', 'b']), headers: { etag: '"9"' } } });
    show({ canvas: recordingCanvas().canvas, pictures: [picture('a', 1), picture('b', 2), picture('c', 3)] });
    const [first, , third] = screen.getAllByRole('listitem');
    fireEvent.dragStart(third!);
    fireEvent.dragOver(first!);
    fireEvent.drop(first!);

    await waitFor(() => expect(server.calls('POST /api/CarPicture/move')).toHaveLength(1));
    expect(server.calls('POST /api/CarPicture/move')[0]).toMatchObject({ query: { carId: '55', oldNumber: '3', newNumber: '1' }, headers: { 'If-Match': '"7"' } });
    await waitFor(() => expect(order()[0]).toBe('https://s3.test/c/thumbnail.jpg'));

    // The next move is sent with the version the server answered.
    await user().click(screen.getByRole('button', { name: 'Flyt billede 2 til højre' }));
    await waitFor(() => expect(server.calls('POST /api/CarPicture/move')).toHaveLength(2));
    expect(server.calls('POST /api/CarPicture/move')[1]).toMatchObject({ query: { oldNumber: '2', newNumber: '3' }, headers: { 'If-Match': '"9"' } });
  });

  it('puts the pictures back in their order when a move fails, and keeps every button disabled while it runs', async () => {
    let release: (() => void) | undefined;
    const server = fakeServer({ 'GET /api/OwnCarList/GetDetails/': { status: 404, body: { Message: 'Findes ikke.' } } });
    server.answer('POST /api/CarPicture/move', () => ({ status: 409, body: { Message: 'Data er netop blevet ændret af en anden. Hent siden igen og prøv igen.', Code: 'Conflict' } }));
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetchNow = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/move')) await held;
      return fetchNow(input, init);
    });
    show({ canvas: recordingCanvas().canvas });
    await user().click(screen.getByRole('button', { name: 'Flyt billede 1 til højre' }));

    // Shown moved at once, and nothing else can be changed until the server answers.
    await waitFor(() => expect(order()).toEqual(['https://s3.test/b/thumbnail.jpg', 'https://s3.test/a/thumbnail.jpg']));
    expect(screen.getByRole('button', { name: 'Slet billede 1' })).toBeDisabled();
    expect(screen.getByText(PictureMessages.busy)).toBeInTheDocument();
    release!();
    expect(await screen.findByText('Data er netop blevet ændret af en anden. Hent siden igen og prøv igen.')).toBeInTheDocument();
    expect(order()).toEqual(['https://s3.test/a/thumbnail.jpg', 'https://s3.test/b/thumbnail.jpg']);
    expect(screen.getByRole('button', { name: 'Slet billede 1' })).toBeEnabled();
  });

  it('deletes a picture by its number', async () => {
    const server = fakeServer({ 'DELETE /api/CarPicture': { body: answer(['b']), headers: { etag: '"8"' } } });
    show({ canvas: recordingCanvas().canvas });
    await user().click(screen.getByRole('button', { name: 'Slet billede 1' }));

    await waitFor(() => expect(order()).toEqual(['https://s3.test/b/thumbnail.jpg']));
    expect(server.calls('DELETE /api/CarPicture')[0]).toMatchObject({ query: { carId: '55', number: '1' }, headers: { 'If-Match': '"7"' } });
    expect(await screen.findByText(PictureMessages.deleted)).toBeInTheDocument();
  });

  it('uploads nothing without the anti-forgery token, and offers no change of a car it may only show', async () => {
    const server = fakeServer({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.cookie = 'XSRF-TOKEN=; max-age=0';
    const { unmount } = show({ canvas: recordingCanvas().canvas });
    await user().upload(screen.getByLabelText('Vælg billeder'), [jpg('bil.jpg')]);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(server.requests).toEqual([]);
    unmount();

    show({ canvas: recordingCanvas().canvas, readOnly: true });
    expect(order()).toHaveLength(2);
    expect(screen.queryByLabelText('Vælg billeder')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Slet billede/ })).not.toBeInTheDocument();
  });
});

describe('drawing a picture for upload', () => {
  it('keeps a small picture its size, and closes what it decoded', async () => {
    const { canvas, drawn } = recordingCanvas({ width: 1024, height: 768 });
    const blob = await resizeForUpload(new Blob(['x']), canvas);
    expect(await blob.text()).toBe('resized 1024x768');
    expect(drawn).toEqual([{ width: 1024, height: 768, quality: 0.95 }]);
  });
});
