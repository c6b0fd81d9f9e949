import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { HttpError } from '../errors.ts';

/**
 * The file parts of a `multipart/form-data` request body (RFC 7578), as API Gateway hands it over (base64 when
 * binary). Just enough for uploads: part headers, names, file names and raw bytes.
 */
export interface FilePart {
  name: string;
  fileName: string;
  contentType: string;
  data: Buffer;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

const headerValue = (headers: string, name: string): string | undefined =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim();

const parameter = (header: string, name: string): string | undefined =>
  new RegExp(`(?:^|;)\\s*${name}="([^"]*)"`, 'i').exec(header)?.[1] ?? new RegExp(`(?:^|;)\\s*${name}=([^;\\s]+)`, 'i').exec(header)?.[1];

export const fileParts = (event: APIGatewayProxyEventV2): FilePart[] => {
  const contentType = event.headers?.['content-type'] ?? '';
  const boundary = /^multipart\/form-data/i.test(contentType) ? parameter(contentType, 'boundary') : undefined;
  if (!boundary) throw new HttpError(415, 'Filen skal sendes som multipart/form-data.', { code: 'UnsupportedMediaType' });
  const body = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FilePart[] = [];
  let position = body.indexOf(delimiter);
  while (position >= 0) {
    const start = position + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break; // the closing delimiter
    const headersEnd = body.indexOf(HEADER_END, start);
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), headersEnd);
    if (headersEnd < 0 || next < 0) break;
    const headers = body.subarray(start, headersEnd).toString('utf8');
    const disposition = headerValue(headers, 'content-disposition') ?? '';
    const fileName = parameter(disposition, 'filename');
    if (fileName !== undefined) {
      parts.push({
        name: parameter(disposition, 'name') ?? '',
        fileName,
        contentType: headerValue(headers, 'content-type') ?? 'application/octet-stream',
        data: body.subarray(headersEnd + HEADER_END.length, next),
      });
    }
    position = next + CRLF.length;
  }
  return parts;
};
