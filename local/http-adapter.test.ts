import { describe, expect, it } from 'vitest';
import { isTextContentType, normaliseResult, pathParametersOf, queryParametersOf } from './http-adapter.ts';

describe('the API Gateway payload helpers', () => {
  it('joins repeated query keys with commas and decodes values, as API Gateway does', () => {
    expect(queryParametersOf('a=1&b=%C3%A6+%C3%B8&a=2&empty=')).toEqual({ a: '1,2', b: 'æ ø', empty: '' });
    expect(queryParametersOf('')).toBeUndefined();
  });

  it('passes text and JSON bodies as text and everything else as base64', () => {
    expect(isTextContentType('application/json; charset=utf-8')).toBe(true);
    expect(isTextContentType('application/problem+json')).toBe(true);
    expect(isTextContentType('text/csv')).toBe(true);
    expect(isTextContentType('application/x-www-form-urlencoded')).toBe(true);
    expect(isTextContentType('multipart/form-data; boundary=x')).toBe(false);
    expect(isTextContentType('image/jpeg')).toBe(false);
    expect(isTextContentType('application/pdf')).toBe(false);
  });

  it('reads {name} segments of a route into pathParameters', () => {
    const route = { method: 'GET' as const, path: '/api/cars/{CarId}/images/{ImageId}', handler: 'cars/image', action: 'readCars' as const, requires: [], writes: false };
    expect(pathParametersOf(route, '/api/cars/42/images/a%20b/')).toEqual({ CarId: '42', ImageId: 'a b' });
    expect(pathParametersOf({ method: 'GET', path: '/api/account/settings', handler: 'account/settings', action: 'ownSession', requires: [], writes: false }, '/api/account/settings')).toBeUndefined();
  });

  it('reads a result without statusCode as a 200 with a JSON body', () => {
    expect(normaliseResult({ statusCode: 204 })).toEqual({ statusCode: 204 });
    expect(normaliseResult({ Name: 'Anne' } as never)).toEqual({
      statusCode: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: '{"Name":"Anne"}',
    });
    expect(normaliseResult('ok')).toMatchObject({ statusCode: 200, body: 'ok' });
  });
});
