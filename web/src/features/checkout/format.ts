/** "$58" for whole dollars, "$14.50" otherwise, as the pay button and totals show it. */
export function formatAmount(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}
