import { NO_DEFAULT_FINANCE, type DefaultFinanceCompany } from '../../domain/dealers/default-finance.ts';
import { financeCompanies, type FinanceBrand } from '../platform/partners/finance-companies.ts';
import { dealerStateOf } from './dealer-state.ts';

/** The department's default finance company, folded from its stream (none before one was chosen). */
export const defaultFinanceOf = async (dealerId: string): Promise<DefaultFinanceCompany> => {
  const state = await dealerStateOf(dealerId);
  return (state.kind === 'active' && state.defaultFinance) || NO_DEFAULT_FINANCE;
};

/** The brands a department may choose as its default: the finance partners' brands that offer a loan. */
export const defaultFinanceChoices = async (): Promise<FinanceBrand[]> =>
  (await financeCompanies().brandsAndProducts()).filter((brand) => brand.Products.some((product) => product.LoanOnly));
