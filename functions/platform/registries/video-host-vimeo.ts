import { vimeoPlayerUrl, type VideoGroup, type VideoHost } from './video-host.ts';

/**
 * The video host in production: Vimeo's API. The supplier keeps the support videos in showcases on its Vimeo
 * account; each showcase is a group, in Vimeo's order. The access token is a secret, read when first needed and
 * never kept in the repository or the function's configuration.
 */
export interface VimeoOptions {
  /** The access token (scope `public private`); read once and kept, read again when Vimeo refuses it or the read failed. */
  token: () => Promise<string>;
  apiBase?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface VimeoPage<Item> {
  data: Item[];
  paging?: { next: string | null };
}

const VIMEO_API = 'https://api.vimeo.com';

/** `/videos/123456` (or `/users/1/videos/123456`) → `123456`. */
const idOf = (uri: string): string => uri.slice(uri.lastIndexOf('/') + 1);

export const vimeoVideoHost = ({ token, apiBase = VIMEO_API, fetch: fetchFrom = fetch, timeoutMs = 5_000 }: VimeoOptions): VideoHost => {
  let accessToken: Promise<string> | undefined;
  // A failed read is not kept: the next request reads the secret again.
  const currentToken = (): Promise<string> => (accessToken ??= token().catch((error: unknown) => ((accessToken = undefined), Promise.reject(error))));
  const page = async (url: URL, retryRefused: boolean): Promise<Response> => {
    const used = currentToken();
    const response = await fetchFrom(url, {
      headers: { authorization: `bearer ${await used}`, accept: 'application/vnd.vimeo.*+json;version=3.4' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    // A refused token may have been replaced in the secret since it was read: read it again, once.
    if (response.status === 401 && retryRefused) {
      if (accessToken === used) accessToken = undefined;
      return page(url, false);
    }
    return response;
  };
  const get = async <Item>(path: string): Promise<Item[]> => {
    const items: Item[] = [];
    for (let next: string | null = path; next; ) {
      const response = await page(new URL(next, apiBase), true);
      if (!response.ok) throw new Error(`Vimeo answered ${response.status} for ${new URL(next, apiBase).pathname}`);
      const body = (await response.json()) as VimeoPage<Item>;
      items.push(...body.data);
      next = body.paging?.next ?? null;
    }
    return items;
  };
  return {
    async videoGroups(): Promise<VideoGroup[]> {
      const showcases = await get<{ uri: string; name: string }>('/me/albums?fields=uri,name&per_page=100&sort=manual');
      return Promise.all(
        showcases.map(async (showcase) => ({
          Name: showcase.name,
          Videos: (await get<{ uri: string; name: string }>(`/me/albums/${idOf(showcase.uri)}/videos?fields=uri,name&per_page=100&sort=manual`)).map((video) => ({
            Id: idOf(video.uri),
            Name: video.name,
            PlayerUrl: vimeoPlayerUrl(idOf(video.uri)),
          })),
        })),
      );
    },
  };
};

/**
 * A secret's value through the Lambda's AWS Parameters and Secrets extension (its local HTTP endpoint, authorised by
 * the function's own session token), so the function needs no Secrets Manager client of its own.
 */
export const secretFromLambdaExtension = async (secretId: string, fetchFrom: typeof fetch = fetch): Promise<string> => {
  const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';
  const response = await fetchFrom(`http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(secretId)}`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' },
  });
  if (!response.ok) throw new Error(`The secret ${secretId} could not be read (${response.status})`);
  const { SecretString } = (await response.json()) as { SecretString?: string };
  if (!SecretString) throw new Error(`The secret ${secretId} has no value`);
  return SecretString;
};
