import { useCart } from '@/features/cart'
import { useCustomerPrice } from '@/features/prices/useCustomerPrice'
import { useSessionUser } from '@/features/session/useSessionUser'
import { stockLabel, type StockLabel } from '@/lib/stock'

const STOCK_STYLE: Record<StockLabel, string> = {
  'En stock': 'bg-green-50 text-green-800 ring-green-600/30',
  'Stock faible': 'bg-amber-50 text-amber-800 ring-amber-600/30',
  'Délai à confirmer': 'bg-slate-100 text-slate-700 ring-slate-500/30',
}

type Props = { productId: number; stock: number; confirmationDelay: boolean; threshold: number }

/**
 * A card's or a hit's stock label (spec §4): from the public stock in the HTML; for a logged-in buyer from the ERP's
 * stock (the page's price request brings it) and the quantity already in their cart.
 */
export function StockChip(props: Props) {
  // a visitor's label (and every label in the static HTML) comes from the public stock: no query per card
  return useSessionUser() ? <BuyerStockChip {...props} /> : <Chip label={stockLabel({ ...props, cartQuantity: 0 })} />
}

function BuyerStockChip({ productId, stock, confirmationDelay, threshold }: Props) {
  const { data } = useCustomerPrice(productId)
  const { getItem } = useCart()
  const label = stockLabel({
    stock: data?.stock ?? stock,
    confirmationDelay,
    threshold,
    cartQuantity: data ? (getItem(String(productId))?.quantity ?? 0) : 0,
  })
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
