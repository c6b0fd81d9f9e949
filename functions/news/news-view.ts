import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export interface NewsViewInput {
  Subject: string;
  Author: string;
  Category: string;
  PublishDate: string;
  PublishTime: string;
  /** Already sanitised. */
  Body: string;
  Images: readonly { Url: string; ThumbnailUrl: string; Caption: string }[];
}

/**
 * A news item as readers see it, rendered on the server (the preview modal and the saved form's view): the texts are
 * escaped by React, the body is the sanitised HTML stored for every reader.
 */
export const renderNewsView = (news: NewsViewInput): string =>
  renderToStaticMarkup(
    h(
      'article',
      { className: 'news-view' },
      h('h2', null, news.Subject),
      h('p', { className: 'news-meta' }, `${news.PublishDate} kl. ${news.PublishTime} · ${news.Author} · ${news.Category}`),
      h('div', { className: 'news-body', dangerouslySetInnerHTML: { __html: news.Body } }),
      news.Images.length > 0
        ? h(
            'div',
            { className: 'news-images' },
            ...news.Images.map((image, index) =>
              h('figure', { key: index }, h('img', { src: image.ThumbnailUrl, alt: image.Caption || news.Subject }), image.Caption ? h('figcaption', null, image.Caption) : null),
            ),
          )
        : null,
    ),
  );
