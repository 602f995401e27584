// Built on first use, not when the module loads: the first Intl formatter of a page costs ~10 ms of a phone's CPU
// (locale data), and the header imports this module on every page, where a visitor never sees a price.
let euros: Intl.NumberFormat | undefined

/**
 * spec §9: euros with 2 decimals, shown as '{amount} €' (French grouping and decimal comma), French typography: a
 * no-break space before € as between the thousands (Intl's U+202F), so « 1 234,50 € » never breaks across lines.
 */
export function formatEuros(amount: number): string {
  euros ??= new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return `${euros.format(amount)}\u00a0€`
}
