import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api.ts';

/** A refusal (4xx) will be refused again; only a lost connection or a server failure is worth another try. */
const retryable = (error: unknown): boolean => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: (failureCount, error) => failureCount < 2 && retryable(error) },
      mutations: { retry: false },
    },
  });
