import { createFileRoute } from '@tanstack/react-router';
import { GdprRetentionPage } from '@/features/dealers/components/gdpr-retention-page.tsx';

/** /Organization/GdprRetention: the data-retention settings page (spec part 1 §2). */
export const Route = createFileRoute('/_app/Organization/GdprRetention')({
  component: GdprRetentionPage,
});
