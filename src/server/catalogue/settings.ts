import { lowStockThresholdOf } from '@/lib/stock'
import { cms } from '@/server/http/payload'

/** spec §4/§9: the low-stock threshold is a shared setting (site-settings global, default 3). */
export async function getLowStockThreshold(): Promise<number> {
  const payload = await cms()
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: false,
    select: { low_stock_threshold: true },
  })
  return lowStockThresholdOf(settings.low_stock_threshold)
}
