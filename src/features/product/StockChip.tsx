import { useCart } from '@/features/cart'
import { useCustomerPrice } from '@/features/prices/useCustomerPrice'
import { useSessionUser } from '@/features/session/useSessionUser'
import { STOCK_LEVEL_LABEL, stockLabel, type StockLabel, type StockLevel } from '@/lib/stock'

const STOCK_STYLE: Record<StockLabel, string> = {
  'En stock': 'bg-green-50 text-green-800 ring-green-600/30',
  'Stock faible': 'bg-amber-50 text-amber-800 ring-amber-600/30',
  'Délai à confirmer': 'bg-slate-100 text-slate-700 ring-slate-500/30',
}

type Props = { productId: number; level: StockLevel; confirmationDelay: boolean; threshold: number }

/**
 * A card's or a hit's stock label (spec §4): the public level in the HTML (the label without a cart, never the
 * quantity); for a logged-in buyer, once the page's price request brings the ERP's stock, from it and the quantity
 * already in their cart.
 */
export function StockChip(props: Props) {
  // a visitor's label (and every label in the static HTML) is the public level: no query per card
  return useSessionUser() ? <BuyerStockChip {...props} /> : <Chip label={STOCK_LEVEL_LABEL[props.level]} />
}

function BuyerStockChip({ productId, level, confirmationDelay, threshold }: Props) {
  const { data } = useCustomerPrice(productId)
  const { getItem } = useCart()
  const stock = data?.stock
  const label =
    typeof stock === 'number'
      ? stockLabel({ stock, confirmationDelay, threshold, cartQuantity: getItem(String(productId))?.quantity ?? 0 })
      : STOCK_LEVEL_LABEL[level]
  return <Chip label={label} />
}

function Chip({ label }: { label: StockLabel }) {
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STOCK_STYLE[label]}`}
      data-testid="stock-label"
    >
      {label}
    </span>
  )
}
