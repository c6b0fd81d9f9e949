import { createFileRoute } from '@tanstack/react-router';
import { MicroFrontendPlaceholder } from '@/app/shell/micro-frontend-placeholder.tsx';

/**
 * /Advertising/rules (spec part 1 §2): the advertising rules, linked from a stock car's ad type. A micro-frontend
 * (`/api/advertisingrules/`) serves them; until it is available, the page shows its fallback.
 */
export const Route = createFileRoute('/_app/Advertising/rules')({
  component: () => <MicroFrontendPlaceholder title="Annonceringsregler" service="advertisingrules" />,
});
