/**
 * A promotion that reads at a glance — the base price struck through, the promotion price and a
 * « −N % » badge. Pure, shared by the product page, listing cards, search hits and cart lines.
 */

/** U+2212 MINUS SIGN and a no-break space before '%' (French typography): « −15 % ». */
export const discountBadgeText = (percent: number): string => `\u2212${percent}\u00a0%`

/**
 * The discount of `promotion` on `base`, in whole percent, rounded DOWN so that the badge never announces more than
 * the buyer gets (33.34 % → 33; 66.67 % → 66). Unit prices carry 4 decimals, so the ratio is first rounded to 2
 * decimals of a percent: a 15 % promotion stored as 12.7499 on 14.9999 still reads 15, not 14. Null when there is no
 * discount to announce: no base price, a promotion price at or above the base price, or less than 1 %.
 */
export function discountPercent(base: number, promotion: number): number | null {
  if (!Number.isFinite(base) || !Number.isFinite(promotion) || base <= 0 || promotion < 0 || promotion >= base) return null
  const exact = Math.round(((base - promotion) / base) * 10_000) / 100
  const percent = Math.floor(exact)
  return percent >= 1 ? percent : null
}
