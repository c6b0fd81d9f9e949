import { describe, expect, it } from 'vitest';
import { sanitizeNewsBody } from './rich-text.ts';

describe('a news body', () => {
  it('keeps the editor’s formatting and links, opened outside the app', () => {
    expect(sanitizeNewsBody('<h2>Nyt</h2><p><strong>Fed</strong> og <a href="https://example.dk">link</a></p><ul><li>punkt</li></ul>')).toBe(
      '<h2>Nyt</h2><p><strong>Fed</strong> og <a href="https://example.dk" target="_blank" rel="noopener noreferrer nofollow">link</a></p><ul><li>punkt</li></ul>',
    );
  });

  it('drops scripts, event handlers, frames, styles and javascript: links', () => {
    const clean = sanitizeNewsBody(
      '<p onclick="alert(1)">Hej<script>alert(2)</script></p><img src=x onerror="alert(3)"><iframe src="https://evil.example"></iframe>' +
        '<a href="javascript:alert(4)">klik</a><a href="JaVaScRiPt&colon;alert(5)">igen</a><style>p{}</style><svg onload="alert(6)"></svg>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|onload|iframe|style|svg|alert/i);
    expect(clean).toContain('Hej');
  });
});
