import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchUntil } from './read-your-writes.ts';

describe('refetchUntil', () => {
  it('asks again until the read model shows the change, and leaves that answer in the cache', async () => {
    const queryClient = new QueryClient();
    const answers = [['AB1'], ['AB1'], ['AB1', 'CD2']];
    let calls = 0;
    await refetchUntil(queryClient, { queryKey: ['plates'], queryFn: () => answers[calls++]! }, (plates) => plates.includes('CD2'), { pauseMs: 1 });
    expect(calls).toBe(3);
    expect(queryClient.getQueryData(['plates'])).toEqual(['AB1', 'CD2']);
  });

  it('gives up after its tries, and a failing read does not end it early', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let calls = 0;
    await refetchUntil(
      queryClient,
      {
        queryKey: ['users'],
        queryFn: () => {
          calls += 1;
          if (calls === 1) throw new Error('unavailable');
          return [] as string[];
        },
      },
      (users) => users.includes('14'),
      { tries: 4, pauseMs: 1 },
    );
    expect(calls).toBe(4);
  });
});
