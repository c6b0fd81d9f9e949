import { divRound, type Ore } from './money.ts';

/**
 * VAT as the spec has it (part 2 §9): 25 % on a net amount (the multiplier 1.25), 20 % of a gross amount. Both round
 * half away from zero to the øre, and a net amount taken to gross and back is the same net amount: VAT of the gross
 * (gross / 5) rounds to exactly the VAT that was added (net / 4).
 */
export const VAT_RATE_BP = 2_500;
export const VAT_MULTIPLIER_BP = 12_500;
/** The share of a gross amount that is VAT: 20 % (1/5). */
export const VAT_SHARE_OF_GROSS_BP = 2_000;

export const vatOfNet = (net: Ore): Ore => divRound(net, 4);
export const grossOfNet = (net: Ore): Ore => net + vatOfNet(net);
export const vatOfGross = (gross: Ore): Ore => divRound(gross, 5);
export const netOfGross = (gross: Ore): Ore => gross - vatOfGross(gross);

/**
 * The used-car margin scheme (momsloven §§ 69–71): bought from a private seller, the VAT is 20 % of the margin
 * (sale − purchase, both gross), never below zero; the invoice states the scheme and the buyer deducts nothing.
 */
export const marginSchemeVat = (salePrice: Ore, purchasePrice: Ore): Ore => vatOfGross(Math.max(0, salePrice - purchasePrice));

/**
 * The VAT choices of a van (spec part 2 §3 'Momsfri' and '+moms'): '+moms' for VAT-liable use: full VAT on the full
 * price; 'Momsfri': no VAT on the sale (the buyer deducts none).
 */
export type VanVatOption = 'Momsfri' | '+moms';
export const vanVat = (net: Ore, option: VanVatOption): Ore => (option === '+moms' ? vatOfNet(net) : 0);
