import { DEFAULT_LOW_STOCK_THRESHOLD } from '@/lib/stock'
import { cms } from '@/server/cms/payload'

/** spec §4/§9: the low-stock threshold is a shared setting (site-settings global, default 3). */
export async function getLowStockThreshold(): Promise<number> {
  const payload = await cms()
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: false,
    select: { low_stock_threshold: true },
  })
  const value = settings.low_stock_threshold
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_LOW_STOCK_THRESHOLD
}
