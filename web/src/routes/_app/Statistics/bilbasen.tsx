import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { MicroFrontendPlaceholder } from '@/app/shell/micro-frontend-placeholder.tsx';

/**
 * /Statistics/bilbasen (spec part 2 §2): the department's Bilbasen statistics, sorted by `sortBy` and `sortDirection`
 * (ExpiresOn_cash). The statistics come from the marketplace's service, which is not connected: the page says so.
 */
export const Route = createFileRoute('/_app/Statistics/bilbasen')({
  validateSearch: z.object({ sortBy: z.catch(z.optional(z.string()), undefined), sortDirection: z.catch(z.optional(z.string()), undefined) }),
  component: () => <MicroFrontendPlaceholder title="Bilbasen-statistik" service="bilbasen-statistics" />,
});
