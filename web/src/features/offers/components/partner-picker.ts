import type { FinanceBrandView } from '../api/offers.ts';

/** A partner the picker offers: a finance brand, or an insurance company; the new offer carries its company number. */
export interface PickablePartner {
  company: number;
  name: string;
  kind: 'finance' | 'insurance';
  brandId: number;
}

/** An insurance company as the finance chooser's answer lists it beside the brands. */
export interface InsurerView {
  FinanceCompany: number;
  BrandId: number;
  BrandName: string;
}

/** The partners the dealer offers through, as the finance chooser's answer gives them: finance brands, then insurers. */
export const pickablePartners = (answer: { Brands: readonly FinanceBrandView[]; Insurers?: readonly InsurerView[] } | undefined): PickablePartner[] => [
  ...(answer?.Brands ?? []).map((brand): PickablePartner => ({ company: brand.FinanceCompany, name: brand.BrandName, kind: 'finance', brandId: brand.BrandId })),
  ...(answer?.Insurers ?? []).map((insurer): PickablePartner => ({ company: insurer.FinanceCompany, name: insurer.BrandName, kind: 'insurance', brandId: insurer.BrandId })),
];
