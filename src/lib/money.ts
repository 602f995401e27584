const EUROS = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** spec §9: euros with 2 decimals, shown as '{amount} €' (French grouping and decimal comma). */
export function formatEuros(amount: number): string {
  return `${EUROS.format(amount)} €`
}
