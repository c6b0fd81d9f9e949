import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

const request = (sourceIp: string, viewerAddress?: string) => ({
  headers: viewerAddress === undefined ? {} : { 'cloudfront-viewer-address': viewerAddress },
  requestContext: { http: { sourceIp } },
});
const EDGE = '130.176.1.10';

describe('the client address', () => {
  it.each([
    ['198.51.100.10:46532', '198.51.100.10'],
    ['2001:db8::1:46532', '2001:db8::1'],
    ['[2001:db8::1]:46532', '2001:db8::1'],
  ])("is the viewer's address CloudFront sends (%s) where only CloudFront reaches the API", (header, expected) => {
    expect(clientAddress(request(EDGE, header), true)).toBe(expected);
  });

  it('is the connection address where the API is reachable without CloudFront, whatever the header says', () => {
    expect(clientAddress(request('203.0.113.7', '198.51.100.10:46532'), false)).toBe('203.0.113.7');
  });

  it.each([undefined, '', 'not-an-address:1', '198.51.100.10', '999.1.1.1:80'])('is the connection address when the header is %j', (header) => {
    expect(clientAddress(request(EDGE, header), true)).toBe(EDGE);
  });
});
