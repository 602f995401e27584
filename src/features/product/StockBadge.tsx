import { STOCK_LEVEL_LABEL, type StockLabel, type StockLevel } from '@/lib/stock'

const STOCK_STYLE: Record<StockLabel, { badge: string; dot: string }> = {
  'En stock': { badge: 'bg-green-50 text-green-800 ring-green-600/30', dot: 'bg-green-600' },
  'Stock faible': { badge: 'bg-amber-50 text-amber-800 ring-amber-600/30', dot: 'bg-amber-500' },
  'Délai à confirmer': { badge: 'bg-slate-100 text-slate-700 ring-slate-500/30', dot: 'bg-slate-500' },
}

/**
 * spec §4 stock label on the product page: green, orange or grey. No cart quantity on the static page, and no
 * quantity at all: the page's public level (the label the server worked out at the site's low-stock threshold).
 */
export function StockBadge({ level }: { level: StockLevel }) {
  const label = STOCK_LEVEL_LABEL[level]
  const style = STOCK_STYLE[label]
  return (
    <p>
      <span
        data-testid="stock-label"
        className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset ${style.badge}`}
      >
        <span aria-hidden="true" className={`h-2 w-2 rounded-full ${style.dot}`} />
        {label}
      </span>
    </p>
  )
}
