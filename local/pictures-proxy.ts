import type { IncomingMessage, ServerResponse } from 'node:http';
import { bucketPathOf, PICTURE_CONTENT_SECURITY_POLICY, PICTURES_PATH } from '../functions/cars/pictures/picture-origin.ts';

/** The headers CloudFront's `/pictures/*` behaviour adds to every picture answer (cdk/stacks/web-stack.ts). */
export const PICTURE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': PICTURE_CONTENT_SECURITY_POLICY,
} as const;

/** What of the bucket's answer reaches the browser, as CloudFront passes it on. */
const PASSED_ON = ['content-type', 'content-length', 'content-disposition', 'cache-control', 'etag', 'last-modified'];

/** `/pictures/...` on the app's origin, as CloudFront's behaviour matches it. */
export const isPicturesPath = (url: string): boolean => url.startsWith(`${PICTURES_PATH}/`);

/**
 * The local CloudFront `/pictures/*` behaviour: the presigned request goes on to the S3 emulator, the host it was
 * signed for, with the prefix taken off, uncached; only reads pass.
 */
export const picturesProxy =
  (s3Endpoint: string) =>
  async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const path = bucketPathOf(request.url ?? '/');
    if (!path || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(405, { allow: 'GET, HEAD', ...PICTURE_SECURITY_HEADERS });
      response.end();
      return;
    }
    const answer = await fetch(`${s3Endpoint}${path}`, { method: request.method });
    const headers: Record<string, string> = {};
    for (const name of PASSED_ON) {
      const value = answer.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    response.writeHead(answer.status, { ...headers, ...PICTURE_SECURITY_HEADERS });
    response.end(request.method === 'HEAD' ? undefined : Buffer.from(await answer.arrayBuffer()));
  };
