import sanitizeHtml from 'sanitize-html';

/**
 * A news body as every dealer's staff read it. The editor writes a small set of HTML (paragraphs, headings, lists,
 * emphasis, quotes, links); whatever else a request carries (scripts, event handlers, frames, styles, `javascript:`
 * links) is dropped here, on the server, before the body is stored, so no writer's markup runs in a reader's browser.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'code', 'pre', 'hr'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link opens outside DealerHub and gives the page it opens no handle on ours.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
};

export const sanitizeNewsBody = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
