import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostFromEnvironment, vimeoPlayerUrl } from './video-host.ts';
import { sandboxVideoHost } from './video-host-sandbox.ts';
import { vimeoVideoHost } from './video-host-vimeo.ts';

/** Vimeo's API as it answers (showcases and their videos, paged), on a local port, so no test calls out. */
let server: Server;
let apiBase: string;
const seen: { path: string; authorization: string | undefined }[] = [];
const ANSWERS: Record<string, unknown> = {
  '/me/albums': { data: [{ uri: '/users/77/albums/11', name: 'Kom godt i gang' }], paging: { next: null } },
  '/me/albums/11/videos': { data: [{ uri: '/videos/100001', name: 'Log ind og find rundt' }], paging: { next: '/me/albums/11/videos?page=2' } },
  '/me/albums/11/videos?page=2': { data: [{ uri: '/videos/100002', name: 'Opret en sag' }], paging: { next: null } },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://localhost');
    const key = url.searchParams.get('page') ? `${url.pathname}?page=${url.searchParams.get('page')}` : url.pathname;
    seen.push({ path: key, authorization: request.headers.authorization });
    const answer = request.headers.authorization === 'bearer secret-token' ? ANSWERS[key] : undefined;
    response.writeHead(answer ? 200 : 401, { 'content-type': 'application/vnd.vimeo.album+json' });
    response.end(JSON.stringify(answer ?? { error: 'Unauthorized' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  apiBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the Vimeo video host', () => {
  it("answers the account's showcases as groups, every page of their videos, each with its embeddable player, asking for the token once", async () => {
    seen.length = 0;
    let tokenReads = 0;
    const host = vimeoVideoHost({ apiBase, token: async () => (tokenReads++, 'secret-token') });
    expect(await host.videoGroups()).toEqual([
      {
        Name: 'Kom godt i gang',
        Videos: [
          { Id: '100001', Name: 'Log ind og find rundt', PlayerUrl: vimeoPlayerUrl('100001') },
          { Id: '100002', Name: 'Opret en sag', PlayerUrl: vimeoPlayerUrl('100002') },
        ],
      },
    ]);
    expect(seen.slice(0, 3).map((request) => request.path)).toEqual(['/me/albums', '/me/albums/11/videos', '/me/albums/11/videos?page=2']);
    expect(seen.slice(0, 3).every((request) => request.authorization === 'bearer secret-token')).toBe(true);
    await host.videoGroups();
    expect(tokenReads).toBe(1);
  });

  it('fails when Vimeo refuses the token, so the route answers that the videos cannot be fetched', async () => {
    await expect(vimeoVideoHost({ apiBase, token: async () => 'revoked-token' }).videoGroups()).rejects.toThrow(/401/);
  });

  it('reads the token again when Vimeo refuses it, so a token replaced in the secret is taken without a restart', async () => {
    const tokens = ['revoked-token', 'secret-token'];
    let tokenReads = 0;
    const host = vimeoVideoHost({ apiBase, token: async () => tokens[Math.min(tokenReads++, 1)]! });
    expect((await host.videoGroups())[0]!.Videos).toHaveLength(2);
    expect(tokenReads).toBe(2);
  });

  it('reads the token again on the next request when reading it failed', async () => {
    let tokenReads = 0;
    const host = vimeoVideoHost({
      apiBase,
      token: async () => {
        tokenReads++;
        if (tokenReads === 1) throw new Error('The secret could not be read (503)');
        return 'secret-token';
      },
    });
    await expect(host.videoGroups()).rejects.toThrow(/503/);
    expect((await host.videoGroups())[0]!.Name).toBe('Kom godt i gang');
  });

  it('is chosen by VIDEO_HOST, needs the secret that holds its token, and leaves the sandbox the default', () => {
    expect(hostFromEnvironment({})).toBe(sandboxVideoHost);
    expect(() => hostFromEnvironment({ VIDEO_HOST: 'vimeo' })).toThrow(/VIMEO_TOKEN_SECRET/);
    expect(hostFromEnvironment({ VIDEO_HOST: 'vimeo', VIMEO_TOKEN_SECRET: 'dealerhub/vimeo-token' })).not.toBe(sandboxVideoHost);
  });
});
