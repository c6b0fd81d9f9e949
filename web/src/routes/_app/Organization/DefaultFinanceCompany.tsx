import { createFileRoute } from '@tanstack/react-router';
import { DefaultFinancePage } from '@/features/dealers/components/default-finance-page.tsx';

/** /Organization/DefaultFinanceCompany: the department's default finance company. */
export const Route = createFileRoute('/_app/Organization/DefaultFinanceCompany')({
  component: DefaultFinancePage,
});
