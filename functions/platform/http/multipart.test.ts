import { describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { fileParts } from './multipart.ts';

const request = (body: Buffer, contentType: string): APIGatewayProxyEventV2 =>
  ({ headers: { 'content-type': contentType }, body: body.toString('base64'), isBase64Encoded: true }) as unknown as APIGatewayProxyEventV2;

describe('multipart file parts', () => {
  it('reads the file bytes exactly, binary included, and skips plain fields', () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x0d, 0x0a, 0x2d, 0x2d]);
    const body = Buffer.concat([
      Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="label"\r\n\r\nGaranti\r\n'),
      Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="file"; filename="bilag æ.pdf"\r\nContent-Type: application/pdf\r\n\r\n'),
      bytes,
      Buffer.from('\r\n--XyZ--\r\n'),
    ]);
    const [part, ...rest] = fileParts(request(body, 'multipart/form-data; boundary=XyZ'));
    expect(rest).toEqual([]);
    expect(part).toMatchObject({ name: 'file', fileName: 'bilag æ.pdf', contentType: 'application/pdf' });
    expect([...part!.data]).toEqual([...bytes]);
  });

  it('refuses a body that is not multipart (415)', () => {
    expect(() => fileParts(request(Buffer.from('{}'), 'application/json'))).toThrow('multipart/form-data');
  });
});
