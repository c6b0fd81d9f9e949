/** The finance chooser's picture of a partner's brand, as the brands-and-products answer gives it. */
export interface ChooserProduct {
  ProductId: number;
  ProductName: string;
  LoanOnly: boolean;
  AllowPrivate: boolean;
  AllowBusiness: boolean;
}

export interface ChooserBrand {
  FinanceCompany: number;
  BrandId: number;
  BrandName: string;
  DefaultProductId: number | null;
  Products: ChooserProduct[];
}

export interface FinanceChoice {
  FinanceCompany: number;
  BrandId: number | null;
  ProductId: number | null;
}

export const NO_COMPANY: FinanceChoice = { FinanceCompany: 0, BrandId: null, ProductId: null };

/** The products the customer may take: loans only, and those the partner allows for a private or a business customer. */
export const productsFor = (brand: ChooserBrand, isBusiness: boolean): ChooserProduct[] =>
  brand.Products.filter((product) => product.LoanOnly && (isBusiness ? product.AllowBusiness : product.AllowPrivate));

/**
 * Choosing a brand clears the product and picks the brand's default product when the customer may take it; a brand
 * without a default product means no company at all.
 */
export const chooseBrand = (brand: ChooserBrand | undefined, isBusiness: boolean): FinanceChoice => {
  if (!brand || brand.DefaultProductId === null) return NO_COMPANY;
  const allowed = productsFor(brand, isBusiness).some((product) => product.ProductId === brand.DefaultProductId);
  return { FinanceCompany: brand.FinanceCompany, BrandId: brand.BrandId, ProductId: allowed ? brand.DefaultProductId : null };
};
