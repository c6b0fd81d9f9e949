import { describe, it } from 'vitest';
import { specification } from '../decider-spec.ts';
import { newsDecider, newsDirectoryDecider, type NewsEvent, type NewsItem } from './decider.ts';
import { NewsMessages } from './news.ts';

const spec = specification(newsDecider);
const directory = specification(newsDirectoryDecider);
const image = '0b6f7c1e-6a59-4a53-9d1e-2f0a4c1b7e11';
const item: NewsItem = { PublishDate: '2026-11-28T09:00', Subject: 'Ny version', AuthorId: '1', CategoryId: '2', Body: '<p>Tekst</p>', Images: [{ Guid: image, Caption: 'Billede' }], ThumbnailGuid: image };
const saved: NewsEvent = { type: 'NewsSaved', data: { NewsId: '7', ...item } };

describe('news decider', () => {
  it('publishes a new item', () => spec([]).when({ type: 'SaveNews', newsId: '7', item, isNew: true }).then([saved]));

  it('saves an unchanged item without an event', () => spec([saved]).when({ type: 'SaveNews', newsId: '7', item, isNew: false }).then([]));

  it('refuses a thumbnail that is not one of the images', () =>
    spec([]).when({ type: 'SaveNews', newsId: '7', item: { ...item, ThumbnailGuid: 'ffffffff-6a59-4a53-9d1e-2f0a4c1b7e11' }, isNew: true }).thenRefuses(NewsMessages.unknownImage, 'invalid', undefined, 'ThumbnailGuid'));

  it('refuses to save a deleted item', () =>
    spec([saved, { type: 'NewsDeleted', data: { NewsId: '7' } }]).when({ type: 'SaveNews', newsId: '7', item, isNew: false }).thenRefuses(NewsMessages.notFound, 'not-found'));

  it('deletes an item', () => spec([saved]).when({ type: 'DeleteNews', newsId: '7' }).then([{ type: 'NewsDeleted', data: { NewsId: '7' } }]));

  it('refuses to delete an item that does not exist', () => spec([]).when({ type: 'DeleteNews', newsId: '7' }).thenRefuses(NewsMessages.notFound, 'not-found'));

  it('removes an image, and the thumbnail with it', () =>
    spec([saved]).when({ type: 'RemoveNewsImage', newsId: '7', guid: image }).then([{ type: 'NewsSaved', data: { NewsId: '7', ...item, Images: [], ThumbnailGuid: null } }]));
});

describe('news directory decider', () => {
  it('adds an author by its trimmed name', () =>
    directory([]).when({ type: 'AddNewsAuthor', id: '1', name: ' Redaktionen ' }).then([{ type: 'NewsAuthorAdded', data: { Id: '1', Name: 'Redaktionen' } }]));

  it('refuses a category whose name exists, whatever its case', () =>
    directory([{ type: 'NewsCategoryAdded', data: { Id: '1', Name: 'Drift' } }]).when({ type: 'AddNewsCategory', id: '2', name: 'drift' }).thenRefuses(NewsMessages.nameExists, 'invalid', undefined, 'Name'));
});
