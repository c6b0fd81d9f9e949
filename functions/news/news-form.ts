import type { NewsItem } from '../../domain/news/decider.ts';
import { NewsMessages, publishInstant, type NewsForm } from '../../domain/news/news.ts';
import type { NewsDirectoryState } from '../../domain/news/decider.ts';
import { badRequest } from '../platform/errors.ts';
import { newsImageLinks } from './news-images.ts';
import { renderNewsView } from './news-view.ts';
import { sanitizeNewsBody } from './rich-text.ts';

/** The item a valid form describes, its body sanitised for every reader; an unknown author or category is refused. */
export const newsItemOf = (form: NewsForm, directory: NewsDirectoryState): NewsItem => {
  if (!directory.authors.has(form.AuthorId)) throw badRequest('AuthorId', NewsMessages.unknownAuthor);
  if (!directory.categories.has(form.CategoryId)) throw badRequest('CategoryId', NewsMessages.unknownCategory);
  return {
    PublishDate: publishInstant(form.PublishDate, form.PublishTime),
    Subject: form.Subject,
    AuthorId: form.AuthorId,
    CategoryId: form.CategoryId,
    Body: sanitizeNewsBody(form.Body),
    Images: form.Images.map(({ Guid, Caption }) => ({ Guid, Caption })),
    ThumbnailGuid: form.ThumbnailGuid,
  };
};

/** The server-rendered view of a form: what readers will see. */
export const formView = async (form: NewsForm, item: NewsItem, directory: NewsDirectoryState): Promise<string> =>
  renderNewsView({
    Subject: item.Subject,
    Author: directory.authors.get(item.AuthorId) ?? '',
    Category: directory.categories.get(item.CategoryId) ?? '',
    PublishDate: form.PublishDate,
    PublishTime: form.PublishTime,
    Body: item.Body,
    Images: await Promise.all(item.Images.map(async (image) => ({ Caption: image.Caption, ...(await newsImageLinks(image.Guid)) }))),
  });
