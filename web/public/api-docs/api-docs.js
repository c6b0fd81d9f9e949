/* global document, window */
/**
 * The API's description rendered for those who integrate with DealerHub: a page of its own beside the SPA, so the
 * renderer (Swagger UI) never weighs on the SPA's start. It reads GET /api/openapi.json with the session the browser
 * already holds; signed out, it says so in Danish instead of showing an empty page.
 */
(() => {
  const target = document.getElementById('api-docs');

  const say = (text, link) => {
    const paragraph = document.createElement('p');
    paragraph.textContent = text;
    if (link) {
      const anchor = document.createElement('a');
      anchor.href = link.href;
      anchor.textContent = link.label;
      paragraph.append(' ', anchor);
    }
    target.replaceChildren(paragraph);
  };
  const unavailable = () => say('API-beskrivelsen kan ikke hentes lige nu. Prøv igen senere.');

  const show = async () => {
    const response = await fetch('/api/openapi.json', { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    if (response.status === 401) return say('Log ind i DealerHub for at se API-beskrivelsen.', { href: '/', label: 'Log ind' });
    if (!response.ok) return unavailable();
    const spec = await response.json();
    // The API is this page's own origin: no server list to choose from (an unnamed choice for assistive technology).
    delete spec.servers;
    target.replaceChildren();
    window.SwaggerUIBundle({
      domNode: target,
      spec,
      // No call to the public validator service: the page talks only to DealerHub.
      validatorUrl: null,
      // Without deep links each operation's summary is one button, with no link nested in it (keyboard and screen
      // readers reach one control per operation).
      deepLinking: false,
      // Tags folded: the whole API at once is more than the renderer draws in one go.
      docExpansion: 'none',
      defaultModelsExpandDepth: 0,
    });
  };

  show().catch(unavailable);
})();
