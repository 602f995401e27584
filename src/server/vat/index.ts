/**
 * The VAT number check, chosen once from the validated environment: VIES online when the `vat` settings group
 * (VAT_LOOKUP_URL + VAT_LOOKUP_KEY) is set, the offline checksum (jsvat-next) otherwise.
 */
import { configured, env } from '@/env'

import { createOfflineVatLookup } from './offline'
import type { VatLookup } from './types'
import { createViesLookup } from './vies'

export type { VatCheck, VatLookup } from './types'

let instance: VatLookup | null = null

export function vatLookup(): VatLookup {
  instance ??= configured('vat')
    ? createViesLookup({ baseUrl: env.VAT_LOOKUP_URL as string, apiKey: env.VAT_LOOKUP_KEY as string })
    : createOfflineVatLookup()
  return instance
}

/** Tests put an adapter pointed at a local server in place of the one the environment chooses (null: back to it). */
export function setVatLookupForTests(lookup: VatLookup | null): void {
  instance = lookup
}
