import { PICTURES_PATH } from '../functions/cars/pictures/picture-origin.ts';

/**
 * CloudFront Functions (runtime cloudfront-js-2.0), kept as plain ES5 so that the tests can run the very same code.
 *
 * `spaFallback` (default behaviour, viewer request): a path without a file extension is a route of the SPA, so it
 * is served `/index.html`. This replaces custom error responses, which would also rewrite the API's 403s and 404s.
 *
 * `apiPathNormalisation` (`/api/*`, viewer request): the spec writes API paths in several casings and with or
 * without a trailing slash; routes are registered lower case without one (`normalisePath` in functions/routes.ts).
 *
 * `picturesPrefix` (`/pictures/*`, viewer request): a picture link is its presigned URL's path behind the app's
 * pictures path; the bucket is asked for the path the URL was signed for, so the prefix comes off.
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

export const picturesPrefixCode = `function handler(event) {
  var request = event.request;
  if (request.uri.indexOf('${PICTURES_PATH}/') === 0) {
    request.uri = request.uri.substring(${PICTURES_PATH.length});
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
