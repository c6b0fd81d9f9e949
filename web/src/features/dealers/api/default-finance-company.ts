import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { dealerKeys } from './keys.ts';
import type { MessageReply } from './types.ts';

export interface FinanceBrandChoice {
  FinanceCompany: number;
  BrandId: number;
  BrandName: string;
}

/** GET /api/dealer/defaultfinancecompany: the department's default finance company (company 0: none) and the choices. */
export interface DefaultFinanceCompanyView {
  FinanceCompany: number;
  BrandId: number | null;
  BrandName: string | null;
  Brands: FinanceBrandChoice[];
}

export const defaultFinanceCompanyQuery = queryOptions({
  queryKey: dealerKeys.defaultFinanceCompany,
  queryFn: () => api.get<DefaultFinanceCompanyView>('/api/dealer/defaultfinancecompany'),
  refetchOnWindowFocus: false,
});

/** POST /api/dealer/savedefaultfinancecompany {FinanceCompany, BrandId}: a brand, or company 0 without a brand for none. */
export const useSaveDefaultFinanceCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: { FinanceCompany: number; BrandId: number | null }) => api.post<MessageReply>('/api/dealer/savedefaultfinancecompany', choice),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealerKeys.defaultFinanceCompany }),
  });
};

/**
 * Whether the department has loan companies to finance through: the finance chooser's own lookup
 * (GET /api/financeproduct/GetBrandsAndProductsWithLoanOnly). A failed lookup counts as none (spec part 2 §4).
 */
export const hasLoanCompanies = async (dealerId: string): Promise<boolean> => {
  try {
    const answer = await api.get<{ Brands: unknown[] }>('/api/financeproduct/GetBrandsAndProductsWithLoanOnly', { Id: dealerId });
    return answer.Brands.length > 0;
  } catch {
    return false;
  }
};
