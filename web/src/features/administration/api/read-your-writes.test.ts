import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchUntil, showCommand } from './read-your-writes.ts';

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

describe('showCommand', () => {
  it("asks the list once at the command's version, keeps that answer, and marks the list's other views stale", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['users', '101', { freeText: '' }], ['Mads']);
    queryClient.setQueryData(['users', '101', { freeText: 'ni' }], []);
    const asked: string[] = [];
    await showCommand(
      queryClient,
      { queryKey: ['users', '101', { freeText: '' }] },
      () => {
        asked.push('MinVersion=6');
        return Promise.resolve(['Mads', 'Nina']);
      },
      ['users', '101'],
    );
    expect(asked).toEqual(['MinVersion=6']);
    expect(queryClient.getQueryData(['users', '101', { freeText: '' }])).toEqual(['Mads', 'Nina']);
    expect(queryClient.getQueryState(['users', '101', { freeText: '' }])?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(['users', '101', { freeText: 'ni' }])?.isInvalidated).toBe(true);
  });
});
