import { api } from '@/lib/api.ts';

/** POST /api/case/deletemultiple/: one batch; the server says which were deleted and why the others were not. */
export const deleteCases = (ids: readonly string[]) =>
  api.send<{ Deleted: string[]; Failed: { Id: string; Message: string }[] }>('POST', '/api/case/deletemultiple/', { body: { ids } });
