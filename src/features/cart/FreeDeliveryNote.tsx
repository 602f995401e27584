import { useLayoutData } from '@/features/ui/LayoutContext'

import { freeDeliveryHint } from './rules/freeDelivery'

/** While delivery is charged: how much more H.T makes it free; nothing otherwise. */
export function FreeDeliveryNote({ order }: { order: { amount_ht: number; delivery_ht: number } | null }) {
  const threshold = useLayoutData().freeDeliveryThresholdHt
  const hint = freeDeliveryHint(order, threshold)
  if (!hint) return null
  return (
    <p className="mt-3 rounded bg-sky-50 px-3 py-2 text-sm text-sky-900" data-testid="free-delivery-hint">
      {hint.text}
    </p>
  )
}
