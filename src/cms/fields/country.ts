import { COUNTRY_LABELS, DELIVERY_COUNTRIES } from '@/lib/account/addresses'

/** The delivery countries of a select field (France, Belgium), as the checkout and the account's addresses allow. */
export const countryOptions = DELIVERY_COUNTRIES.map((value) => ({ label: COUNTRY_LABELS[value], value }))
