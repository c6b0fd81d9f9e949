import { describe, expect, it } from 'vitest';
import { loggedIn } from '../support/api-client.ts';

/** The support videos through the video host's port (the sandbox here: nothing calls out). */
describe('GET /api/vimeo', () => {
  it('gives every signed-in user the video groups, each video with its id and name', async () => {
    for (const username of ['saelger@demo.dk', 'mekaniker@demo.dk', 'saelger@vestkyst-biler.example.dk']) {
      const client = await loggedIn(username);
      const groups = await client.get<{ Name: string; Videos: { Id: string; Name: string; PlayerUrl: string | null }[] }[]>('/api/vimeo');
      expect(groups.status).toBe(200);
      expect(groups.body.length).toBeGreaterThan(0);
      expect(groups.body[0]).toMatchObject({ Name: 'Kom godt i gang', Videos: expect.arrayContaining([{ Id: '100001', Name: 'Log ind og find rundt', PlayerUrl: null }]) });
    }
  });

  it('is refused without a session', async () => {
    const response = await fetch(`${(await import('../support/api-client.ts')).baseUrl()}/api/vimeo`);
    expect(response.status).toBe(401);
  });
});
