/**
 * ÅOP (årlige omkostninger i procent) as the credit agreements act's annex 1 prescribes (the EU consumer credit
 * directive's annex I): the yearly rate X at which the drawdowns and the payments have the same present value,
 *
 *   Σ C_k (1 + X)^(−t_k) = Σ D_l (1 + X)^(−s_l),
 *
 * with t and s the time in years from the first drawdown; a month is a twelfth of a year. The equation has no closed
 * form for more than two payments, so it is solved numerically.
 */

/** An amount at a time, the time in years from the first drawdown. */
export interface CashFlow {
  readonly amount: number;
  readonly years: number;
}

const presentValue = (flows: readonly CashFlow[], rate: number): number =>
  flows.reduce((sum, flow) => sum + flow.amount * (1 + rate) ** -flow.years, 0);

/**
 * The rate X (a fraction: 0.05 is 5 %) solving the annex's equation. The difference between what is paid and what is
 * lent, both discounted, falls as X rises, so bisection between a rate below −100 % would allow and a rate far above
 * any real credit finds the one root.
 */
export const annualPercentageRate = (drawdowns: readonly CashFlow[], payments: readonly CashFlow[]): number => {
  const excess = (rate: number): number => presentValue(payments, rate) - presentValue(drawdowns, rate);
  let low = -0.99;
  let high = 10;
  if (excess(low) < 0 || excess(high) > 0) throw new RangeError('The payments do not repay the credit at any rate between -99 % and 1000 %');
  for (let step = 0; step < 200 && high - low > 1e-12; step += 1) {
    const middle = (low + high) / 2;
    if (excess(middle) > 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
};

/**
 * The rate in percent to the annex's accuracy: at least one decimal, a following digit of 5 or more rounding up. The
 * tiny epsilon keeps a rate that is exactly on the half (in decimal) from rounding down through binary noise.
 */
export const percentRounded = (rate: number, decimals = 1): number => {
  const factor = 10 ** decimals;
  return Math.round(rate * 100 * factor + 1e-9) / factor;
};
