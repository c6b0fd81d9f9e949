import { describe, expect, it } from 'vitest';
import { renderNewsView } from './news-view.ts';

describe('the server-rendered news view', () => {
  it('escapes every text and attribute, and keeps the sanitised body as it is', () => {
    const view = renderNewsView({
      Subject: '<b onmouseover="x()">Emne</b>',
      Author: 'A & B',
      Category: 'Drift',
      PublishDate: '01-11-2026',
      PublishTime: '08:30',
      Body: '<p><strong>Fed</strong></p>',
      Images: [{ Url: '/pictures/a', ThumbnailUrl: '/pictures/a?x=1&y="2"', Caption: '"><script>alert(1)</script>' }],
    });
    expect(view).toContain('<h2>&lt;b onmouseover=&quot;x()&quot;&gt;Emne&lt;/b&gt;</h2>');
    expect(view).toContain('A &amp; B');
    expect(view).toContain('<div class="news-body"><p><strong>Fed</strong></p></div>');
    expect(view).toContain('src="/pictures/a?x=1&amp;y=&quot;2&quot;"');
    expect(view).not.toContain('<script>');
  });
});
