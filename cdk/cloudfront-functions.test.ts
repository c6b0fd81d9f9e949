import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { normalisePath } from '../functions/routes.ts';
import { bucketPathOf } from '../functions/cars/pictures/picture-origin.ts';
import { apiPathNormalisationCode, picturesPrefixCode, spaFallbackCode } from './cloudfront-functions.ts';

/** Runs a CloudFront Function's code on a viewer request, as CloudFront would, and returns the request it yields. */
const run = (code: string, uri: string): { uri: string; method: string } =>
  runInNewContext(`${code}\nhandler({ request: { uri: ${JSON.stringify(uri)}, method: 'GET', querystring: {}, headers: {} } });`) as {
    uri: string;
    method: string;
  };

describe('SPA fallback', () => {
  it.each([
    ['/', '/index.html'],
    ['/Cases/CaseList', '/index.html'],
    ['/Account/Login/', '/index.html'],
  ])('serves the app shell for the route %s', (uri, expected) => {
    expect(run(spaFallbackCode, uri).uri).toBe(expected);
  });

  it.each(['/assets/index-4f2a9c.js', '/favicon.svg', '/index.html', '/assets/inter.woff2'])('leaves the file %s alone', (uri) => {
    expect(run(spaFallbackCode, uri).uri).toBe(uri);
  });
});

describe('API path normalisation', () => {
  it.each([
    ['/api/Account/Login', '/api/account/login'],
    ['/api/caselist/search/', '/api/caselist/search'],
    ['/API/CaseList/Search/', '/api/caselist/search'],
    ['/api/account/isloggedin', '/api/account/isloggedin'],
  ])('turns %s into the registered form %s', (uri, expected) => {
    expect(run(apiPathNormalisationCode, uri).uri).toBe(expected);
  });

  it('agrees with the route table’s own normalisation', () => {
    for (const uri of ['/api/Foo/Bar/', '/api/foo', '/', '/api/A/B/C']) {
      expect(run(apiPathNormalisationCode, uri).uri).toBe(normalisePath(uri));
    }
  });

  it('keeps the method and the rest of the request', () => {
    expect(run(apiPathNormalisationCode, '/api/X/').method).toBe('GET');
  });
});

describe('pictures prefix', () => {
  it('asks the bucket for the path the link was signed for, as the local cloud does', () => {
    const uri = '/pictures/cars/7d1c2b4e/thumbnail.jpg';
    expect(run(picturesPrefixCode, uri).uri).toBe('/cars/7d1c2b4e/thumbnail.jpg');
    expect(run(picturesPrefixCode, uri).uri).toBe(bucketPathOf(uri));
  });
});
