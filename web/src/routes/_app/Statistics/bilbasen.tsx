import { createFileRoute } from '@tanstack/react-router';
import { MicroFrontendPlaceholder } from '@/app/shell/micro-frontend-placeholder.tsx';
import { searchOptionalTextParam, searchSchema } from '@/lib/search-params.ts';

/**
 * /Statistics/bilbasen (spec part 2 §2): the department's Bilbasen statistics, sorted by `sortBy` and `sortDirection`
 * (ExpiresOn_cash). The statistics come from the marketplace's service, which is not connected: the page says so.
 */
export const Route = createFileRoute('/_app/Statistics/bilbasen')({
  validateSearch: searchSchema({ sortBy: searchOptionalTextParam, sortDirection: searchOptionalTextParam }),
  component: () => <MicroFrontendPlaceholder title="Bilbasen-statistik" service="bilbasen-statistics" />,
});
