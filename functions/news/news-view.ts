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

/** Text and attribute values as HTML: every character that could open markup or end an attribute is escaped. */
const text = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * A news item as readers see it, rendered on the server (the preview modal and the saved form's view): every text is
 * escaped, and the body is the sanitised HTML stored for every reader. Kept as a template rather than React's server
 * renderer, which would double the news Lambda's bundle.
 */
export const renderNewsView = (news: NewsViewInput): string => {
  const images = news.Images.map(
    (image) => `<figure><img src="${text(image.ThumbnailUrl)}" alt="${text(image.Caption || news.Subject)}">${image.Caption ? `<figcaption>${text(image.Caption)}</figcaption>` : ''}</figure>`,
  ).join('');
  return (
    `<article class="news-view"><h2>${text(news.Subject)}</h2>` +
    `<p class="news-meta">${text(`${news.PublishDate} kl. ${news.PublishTime} · ${news.Author} · ${news.Category}`)}</p>` +
    `<div class="news-body">${news.Body}</div>` +
    (images ? `<div class="news-images">${images}</div>` : '') +
    `</article>`
  );
};
