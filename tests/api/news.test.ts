import { createJimp } from '@jimp/core';
import gif from '@jimp/js-gif';
import jpeg from '@jimp/js-jpeg';
import png from '@jimp/js-png';
import { beforeAll, describe, expect, it } from 'vitest';
import { NewsMessages } from '../../domain/news/news.ts';
import { baseUrl, loggedIn, type ApiClient } from '../support/api-client.ts';
import { projectionsCaughtUp, RUN } from './case-support.ts';

/**
 * The news over the real handlers: the supplier's desk (support@, whose department holds can_edit_news) writes them
 * for every dealer; every signed-in user of any dealer reads the published ones; no one else writes, lists or
 * previews them. A body is sanitised on the server: what another user reads runs nothing.
 */
interface NewsModel {
  Id: string;
  PublishDate: string;
  PublishTime: string;
  Subject: string;
  Author: string;
  Category: string;
  Body: string;
  Images: { Guid: string; Caption: string; Url: string; ThumbnailUrl: string }[];
  ThumbnailGuid: string | null;
  ThumbnailUrl: string | null;
  IsPublished: boolean;
}
interface Saved {
  IsValid: boolean;
  View: string;
  Model: { Id: string };
  Message: string;
}
interface Refusal {
  Message: string;
  Field?: string;
}
interface ListAnswer {
  Total: number;
  List: { Id: string; Subject: string; Author: string; Category: string; IsPublished: boolean }[];
}

const Jimp = createJimp({ formats: [jpeg, png, gif] });
let supplier: ApiClient; // support@dealerhub.example.dk: administrator of the supplier's desk (301), with can_edit_news
let salesman: ApiClient; // saelger@demo.dk: Salesman of Aarhus (101), another dealer group
let owner: ApiClient; // ejer@demo.dk: Owner of Aarhus, whose department does not write news
let vestkyst: ApiClient; // saelger@vestkyst-biler.example.dk: a third dealer group
let authorId: string;
let categoryId: string;

const form = (overrides: Record<string, unknown> = {}) => ({
  Subject: `Nyhed ${RUN}`,
  AuthorId: authorId,
  CategoryId: categoryId,
  PublishDate: '01-11-2026',
  PublishTime: '08:30',
  Body: '<p>Ny version af DealerHub</p>',
  Images: [],
  ThumbnailGuid: null,
  ...overrides,
});

const save = async (client: ApiClient, body: Record<string, unknown>, id = '0') => {
  const response = await client.post<Saved & Refusal>(`/api/Admin/News/Edit/${id}`, body);
  return response;
};

const saved = async (body: Record<string, unknown>, id = '0'): Promise<string> => {
  const response = await save(supplier, body, id);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  await projectionsCaughtUp();
  return response.body.Model.Id;
};

const upload = async (client: ApiClient, bytes: Uint8Array, options: { type: string; name: string; xsrf?: boolean }) => {
  const body = new FormData();
  body.append('file', new Blob([bytes], { type: options.type }), options.name);
  const headers: Record<string, string> = { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  if (options.xsrf !== false) headers['x-xsrf-token'] = client.xsrfToken() ?? '';
  const response = await fetch(`${baseUrl()}/api/Admin/News/UploadImage/0`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as { Guid: string; Url: string; ThumbnailUrl: string } & Refusal };
};

const picture = async (mime: 'image/png' | 'image/gif' | 'image/jpeg'): Promise<Uint8Array> =>
  new Uint8Array(await new Jimp({ width: 40, height: 30, color: 0x3366ccff }).getBuffer(mime));

beforeAll(async () => {
  await projectionsCaughtUp();
  [supplier, salesman, owner, vestkyst] = await Promise.all([
    loggedIn('support@dealerhub.example.dk'),
    loggedIn('saelger@demo.dk'),
    loggedIn('ejer@demo.dk'),
    loggedIn('saelger@vestkyst-biler.example.dk'),
  ]);
  const author = await supplier.post<{ Id: string; Name: string }>('/api/newsauthors', { Name: `Redaktionen ${RUN}` });
  const category = await supplier.post<{ Id: string; Name: string }>('/api/newscategories', { Name: `Drift ${RUN}` });
  expect(author.status, JSON.stringify(author.body)).toBe(200);
  expect(category.status, JSON.stringify(category.body)).toBe(200);
  authorId = author.body.Id;
  categoryId = category.body.Id;
  await projectionsCaughtUp();
}, 120_000);

describe('news written by the supplier', () => {
  it('are saved with their author, category and publish time, and read by every dealer’s staff', async () => {
    const id = await saved(form());
    const edited = await supplier.get<NewsModel>(`/api/Admin/News/Edit/${id}`);
    expect(edited.body).toMatchObject({ Id: id, PublishDate: '01-11-2026', PublishTime: '08:30', Subject: `Nyhed ${RUN}`, Author: `Redaktionen ${RUN}`, Category: `Drift ${RUN}`, IsPublished: true });
    for (const reader of [salesman, vestkyst]) {
      const read = await reader.get<NewsModel>(`/api/news/get?id=${id}`);
      expect(read.status).toBe(200);
      expect(read.body.Subject).toBe(`Nyhed ${RUN}`);
      const latest = await reader.get<NewsModel[]>('/api/news/latest?count=20');
      expect(latest.body.map((news) => news.Id)).toContain(id);
    }
  });

  it('answer the saved form as the spec does, with the message, and save changes under the same id', async () => {
    const response = await save(supplier, form({ Subject: `Første ${RUN}` }));
    expect(response.body).toMatchObject({ IsValid: true, Message: NewsMessages.saved });
    expect(response.body.View).toContain(`Første ${RUN}`);
    const id = response.body.Model.Id;
    const changed = await save(supplier, form({ Subject: `Rettet ${RUN}` }), id);
    expect(changed.body.Model.Id).toBe(id);
    await projectionsCaughtUp();
    expect((await supplier.get<NewsModel>(`/api/Admin/News/Edit/${id}`)).body.Subject).toBe(`Rettet ${RUN}`);
  });

  it('carry no script, event handler, frame or javascript: link to another user, whatever the writer posts', async () => {
    const hostile =
      '<p onclick="alert(1)">Sikker tekst<script>alert(2)</script></p><img src="x" onerror="alert(3)">' +
      '<iframe src="https://evil.example/"></iframe><a href="javascript:alert(4)">klik</a><a href="https://dealerhub.dk">hjem</a>';
    const id = await saved(form({ Subject: `Angreb ${RUN}`, Body: hostile }));
    const read = await salesman.get<NewsModel>(`/api/news/get?id=${id}`);
    const latest = (await salesman.get<NewsModel[]>('/api/news/latest?count=20')).body.find((news) => news.Id === id);
    for (const body of [read.body.Body, latest?.Body ?? '']) {
      expect(body).toContain('Sikker tekst');
      expect(body).toContain('href="https://dealerhub.dk"');
      expect(body).not.toMatch(/<script|onclick|onerror|<iframe|javascript:|<img|alert/i);
    }
    const preview = await supplier.post<{ View: string }>('/api/Admin/News/Preview', form({ Body: hostile }));
    expect(preview.status).toBe(200);
    expect(preview.body.View).toContain('Sikker tekst');
    expect(preview.body.View).not.toMatch(/<script|onclick|onerror|<iframe|javascript:|alert/i);
  });

  it('escape a subject that looks like markup in the server-rendered view', async () => {
    const preview = await supplier.post<{ View: string }>('/api/Admin/News/Preview', form({ Subject: '<b onmouseover="x()">Emne</b>' }));
    expect(preview.body.View).toContain('&lt;b onmouseover=');
    expect(preview.body.View).not.toContain('<b onmouseover');
  });

  it('need a subject, an author and a category, and a valid date and time, naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ Subject: '' }, 'Subject', NewsMessages.subject],
      [{ AuthorId: '' }, 'AuthorId', NewsMessages.author],
      [{ CategoryId: '' }, 'CategoryId', NewsMessages.category],
      [{ AuthorId: '999999' }, 'AuthorId', NewsMessages.unknownAuthor],
      [{ PublishDate: '31-02-2026' }, 'PublishDate', 'Indtast en gyldig dato (dd-mm-åååå).'],
      [{ PublishTime: '25:00' }, 'PublishTime', NewsMessages.time],
    ];
    for (const [change, field, message] of cases) {
      for (const path of ['/api/Admin/News/Edit/0', '/api/Admin/News/Preview']) {
        const response = await supplier.post<Refusal>(path, form(change));
        expect(response.status, `${path} ${JSON.stringify(change)}`).toBe(400);
        expect(response.body.Field).toBe(field);
        expect(response.body.Message).toContain(message);
      }
    }
  });

  it('wait for their publish time before readers see them; the supplier’s list shows them as not yet published', async () => {
    const id = await saved(form({ Subject: `Fremtid ${RUN}`, PublishDate: '01-01-2049' }));
    expect((await salesman.get(`/api/news/get?id=${id}`)).status).toBe(404);
    expect((await salesman.get<NewsModel[]>('/api/news/latest?count=20')).body.map((news) => news.Id)).not.toContain(id);
    const list = await supplier.get<ListAnswer>(`/api/Admin/News?freeText=${encodeURIComponent(`Fremtid ${RUN}`)}`);
    expect(list.body.List).toEqual([expect.objectContaining({ Id: id, IsPublished: false })]);
  });
});

describe('the news list', () => {
  it('filters by month, author, category and free text, and offers the months that have news', async () => {
    const other = await supplier.post<{ Id: string }>('/api/newscategories', { Name: `Anden ${RUN}` });
    await projectionsCaughtUp();
    const march = await saved(form({ Subject: `Marts ${RUN} bremser`, PublishDate: '15-03-2026' }));
    const otherCategory = await saved(form({ Subject: `Kategori ${RUN}`, CategoryId: other.body.Id }));
    const ids = async (query: string) => (await supplier.get<ListAnswer>(`/api/Admin/News?${query}`)).body.List.map((row) => row.Id);
    expect(await ids(`yearMonth=2026-03&authorId=${authorId}`)).toEqual([march]);
    expect(await ids(`categoryId=${other.body.Id}`)).toEqual([otherCategory]);
    expect(await ids(`freeText=${encodeURIComponent(`bremser ${RUN.toLowerCase()}`)}`)).toEqual([march]);
    const all = await supplier.get<ListAnswer>(`/api/Admin/News?authorId=${authorId}&count=2`);
    expect(all.body.Total).toBeGreaterThan(2);
    expect(all.body.List).toHaveLength(2);
    const dates = await supplier.get<{ Value: string; Text: string }[]>('/api/newsdates');
    expect(dates.body).toEqual(expect.arrayContaining([{ Value: '2026-03', Text: 'marts 2026' }, { Value: '2026-11', Text: 'november 2026' }]));
    const authors = await supplier.get<{ Id: string; Name: string }[]>('/api/newsauthors');
    expect(authors.body).toContainEqual({ Id: authorId, Name: `Redaktionen ${RUN}` });
    expect((await supplier.post<Refusal>('/api/newscategories', { Name: `anden ${RUN}` })).body.Message).toBe(NewsMessages.nameExists);
  });
});

describe('news pictures', () => {
  it('take JPG, GIF and PNG with thumbnails and captions, shown with the item, and are removed one by one', async () => {
    const uploaded = [];
    for (const [type, name] of [['image/jpeg', 'a.jpg'], ['image/gif', 'b.gif'], ['image/png', 'c.png']] as const) {
      const answer = await upload(supplier, await picture(type), { type, name });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.Guid).toMatch(/^[0-9a-f-]{36}$/);
      uploaded.push(answer.body.Guid);
    }
    const thumbnail = (await fetch(`${baseUrl()}${(await upload(supplier, await picture('image/png'), { type: 'image/png', name: 'd.png' })).body.ThumbnailUrl}`));
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
    const images = uploaded.map((Guid, index) => ({ Guid, Caption: `Billede ${index + 1}` }));
    const id = await saved(form({ Subject: `Billeder ${RUN}`, Images: images, ThumbnailGuid: uploaded[1] }));
    const read = await salesman.get<NewsModel>(`/api/news/get?id=${id}`);
    expect(read.body.Images.map(({ Guid, Caption }) => ({ Guid, Caption }))).toEqual(images);
    expect(read.body.ThumbnailGuid).toBe(uploaded[1]);
    const original = await fetch(`${baseUrl()}${read.body.Images[0]!.Url}`);
    expect(original.status).toBe(200);
    expect(new Uint8Array(await original.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));

    const removed = await supplier.post<{ Message: string }>('/api/admin/news/deleteimage', { guid: uploaded[1] });
    expect(removed.status).toBe(200);
    await projectionsCaughtUp();
    const after = await supplier.get<NewsModel>(`/api/Admin/News/Edit/${id}`);
    expect(after.body.Images.map((image) => image.Guid)).toEqual([uploaded[0], uploaded[2]]);
    expect(after.body.ThumbnailGuid).toBeNull();
  });

  it('keep the order the editor moves them into: readers and the preview get them so, each with its caption, the thumbnail kept', async () => {
    const guids: string[] = [];
    for (const name of ['forfra.png', 'bagfra.png', 'kabine.png']) guids.push((await upload(supplier, await picture('image/png'), { type: 'image/png', name })).body.Guid);
    const [front, back, cabin] = guids as [string, string, string];
    const images = [
      { Guid: front, Caption: `Forfra ${RUN}` },
      { Guid: back, Caption: `Bagfra ${RUN}` },
      { Guid: cabin, Caption: `Kabine ${RUN}` },
    ];
    const id = await saved(form({ Subject: `Rækkefølge ${RUN}`, Images: images, ThumbnailGuid: front }));
    // The first picture moved last, as the edit page sends the item when it is saved.
    const moved = [images[1]!, images[2]!, images[0]!];
    const resaved = await save(supplier, form({ Subject: `Rækkefølge ${RUN}`, Images: moved, ThumbnailGuid: front }), id);
    expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
    const captions = moved.map((image) => image.Caption);
    const at = (view: string) => captions.map((caption) => view.indexOf(caption));
    expect(at(resaved.body.View).every((position, index, all) => position >= 0 && (index === 0 || position > all[index - 1]!))).toBe(true);
    await projectionsCaughtUp();

    for (const reader of [salesman, vestkyst]) {
      const read = await reader.get<NewsModel>(`/api/news/get?id=${id}`);
      expect(read.body.Images.map(({ Guid, Caption }) => ({ Guid, Caption }))).toEqual(moved);
      expect(read.body.ThumbnailGuid).toBe(front);
    }
    const edited = await supplier.get<NewsModel>(`/api/Admin/News/Edit/${id}`);
    expect(edited.body.Images.map((image) => image.Guid)).toEqual([back, cabin, front]);
  });

  it('refuse what is not a JPG, GIF or PNG, whatever its name says', async () => {
    const answer = await upload(supplier, new TextEncoder().encode('<svg onload="alert(1)"></svg>'), { type: 'image/png', name: 'x.png' });
    expect(answer.status).toBe(400);
    expect(answer.body.Message).toBe(NewsMessages.imageType);
  });

  it('refuse an upload without the anti-forgery token, and one from a department that does not write news', async () => {
    expect((await upload(supplier, await picture('image/png'), { type: 'image/png', name: 'x.png', xsrf: false })).status).toBe(403);
    expect((await upload(salesman, await picture('image/png'), { type: 'image/png', name: 'x.png' })).status).toBe(403);
  });
});

describe('deleting news', () => {
  it('by either call removes the item for everyone, with the spec’s message', async () => {
    for (const remove of [(id: string) => supplier.post<{ Message: string }>(`/api/Admin/News/Delete/${id}`), (id: string) => supplier.post<{ Message: string }>('/api/admin/news/delete', { id })]) {
      const id = await saved(form({ Subject: `Slettes ${RUN}` }));
      const deleted = await remove(id);
      expect(deleted.status).toBe(200);
      expect(deleted.body.Message).toBe(NewsMessages.deleted);
      await projectionsCaughtUp();
      expect((await salesman.get(`/api/news/get?id=${id}`)).status).toBe(404);
      expect((await supplier.get(`/api/Admin/News/Edit/${id}`)).status).toBe(404);
      expect((await remove(id)).status).toBe(404);
    }
  });
});

describe('who may write news', () => {
  it('only a department with can_edit_news: another dealer’s salesman and even its owner are refused every writing and listing call', async () => {
    const id = await saved(form({ Subject: `Rettigheder ${RUN}` }));
    for (const client of [salesman, owner, vestkyst]) {
      const calls = [
        client.post(`/api/Admin/News/Edit/0`, form()),
        client.post(`/api/Admin/News/Edit/${id}`, form({ Subject: 'Overtaget' })),
        client.post(`/api/Admin/News/Delete/${id}`),
        client.post('/api/admin/news/delete', { id }),
        client.post('/api/Admin/News/Preview', form()),
        client.post('/api/newsauthors', { Name: 'Ubuden' }),
        client.post('/api/newscategories', { Name: 'Ubuden' }),
        client.get('/api/Admin/News'),
        client.get(`/api/Admin/News/Edit/${id}`),
        client.get('/api/newsdates'),
      ];
      for (const answer of await Promise.all(calls)) expect(answer.status).toBe(403);
    }
    await projectionsCaughtUp();
    expect((await salesman.get<NewsModel>(`/api/news/get?id=${id}`)).body.Subject).toBe(`Rettigheder ${RUN}`);
  });

  it('refuses a save without the anti-forgery token and keeps nothing of it', async () => {
    const forged = await supplier.post(`/api/Admin/News/Edit/0`, form({ Subject: `Forfalsket ${RUN}` }), { xsrf: false });
    expect(forged.status).toBe(403);
    await projectionsCaughtUp();
    expect((await supplier.get<ListAnswer>(`/api/Admin/News?freeText=${encodeURIComponent(`Forfalsket ${RUN}`)}`)).body.Total).toBe(0);
  });
});
