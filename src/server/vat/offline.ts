import { checkVatNumber, VAT_COUNTRIES, type VatCountry } from '@/lib/vatNumber'

import type { VatCheck, VatLookup } from './types'

/** The embedded default: format and checksum with jsvat-next (no network). */
export function createOfflineVatLookup(): VatLookup {
  return {
    kind: 'checksum',
    async check(vat) {
      return checksumVerdict(vat)
    },
  }
}

export function checksumVerdict(vat: string): VatCheck {
  const country = vat.slice(0, 2) as VatCountry
  const checked = VAT_COUNTRIES.includes(country) ? checkVatNumber(vat, country) : null
  return checked?.ok ? { status: 'valide', source: 'checksum', vat: checked.vat } : { status: 'invalide', source: 'checksum', vat }
}
