import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { showCommand } from './read-your-writes.ts';

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
