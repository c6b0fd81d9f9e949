/**
 * CloudFront Functions (runtime cloudfront-js-2.0), kept as plain ES5 so that the tests can run the very same code.
 *
 * `spaFallback` (default behaviour, viewer request): a path without a file extension is a route of the SPA, so it
 * is served `/index.html`. This replaces custom error responses, which would also rewrite the API's 403s and 404s.
 *
 * `apiPathNormalisation` (`/api/*`, viewer request): the spec writes API paths in several casings and with or
 * without a trailing slash; routes are registered lower case without one (`normalisePath` in functions/routes.ts).
 */
export const spaFallbackCode = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
`;

export const apiPathNormalisationCode = `function handler(event) {
  var request = event.request;
  var uri = request.uri.toLowerCase();
  if (uri.length > 1 && uri.charAt(uri.length - 1) === '/') {
    uri = uri.substring(0, uri.length - 1);
  }
  request.uri = uri;
  return request;
}
`;
