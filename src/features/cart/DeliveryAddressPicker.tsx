import Link from 'next/link'
import { useEffect, useId, useRef, useState } from 'react'

import { ADDRESS_TEXT as T } from '@/lib/account/addressMessages'
import { useAddresses } from '@/features/addresses/useAddresses'
import { formatAddress, type AddressesReply, type DeliveryAddress } from '@/lib/account/addresses'
import { ROUTES } from '@/lib/routes'

type Choice = { value: string; label: string; address: DeliveryAddress | null }

const NEW: DeliveryAddress = { name: '', street: '', postal_code: '', city: '', country: 'FR' }

/** The addresses a checkout can start from: the company's, then the buyer's (default first, then most recently used). */
export function deliveryChoices(data: AddressesReply): Choice[] {
  const choices: Choice[] = []
  if (data.company) choices.push({ value: 'company', label: T.pickCompany(formatAddress(data.company)), address: data.company })
  for (const a of data.addresses) {
    const { name, street, postal_code, city, country } = a
    choices.push({
      value: String(a.id),
      label: formatAddress(a) + (a.is_default ? T.pickDefault : ''),
      address: { name, street, postal_code, city, country },
    })
  }
  return choices
}

/** The buyer's default address, else the company's, else the last one used. */
export function startingChoice(data: AddressesReply): string | null {
  const fallback = data.addresses.find((a) => a.is_default) ?? null
  if (fallback) return String(fallback.id)
  if (data.company) return 'company'
  return data.addresses[0] ? String(data.addresses[0].id) : null
}

/** True while the buyer has typed nothing in the address fields: only then does the starting address fill them. */
export const isBlankAddress = (form: Pick<DeliveryAddress, 'name' | 'street' | 'postal_code' | 'city'>) =>
  !form.name && !form.street && !form.postal_code && !form.city

/**
 * « Livrer à »: a list of the company's and the buyer's addresses; choosing one fills the checkout's fields
 * (`onPick`), « Nouvelle adresse » empties them. On load it picks the starting address once (`initial` true).
 */
export function DeliveryAddressPicker({ onPick }: { onPick: (address: DeliveryAddress, initial: boolean) => void }) {
  const id = useId()
  const { data } = useAddresses()
  const [picked, setPicked] = useState<string | null>(null)
  const started = useRef(false)
  const choices = data ? deliveryChoices(data) : []
  const choice = picked ?? (data ? startingChoice(data) : null) ?? 'new'

  useEffect(() => {
    if (!data || started.current) return
    started.current = true
    const start = startingChoice(data)
    const address = deliveryChoices(data).find((c) => c.value === start)?.address
    if (address) onPick(address, true)
  }, [data, onPick])

  if (choices.length === 0) return null
  return (
    <div data-testid="delivery-address-picker">
      <label htmlFor={`${id}-pick`} className="block text-sm font-semibold text-brand-ink">
        {T.pick}
      </label>
      <select
        id={`${id}-pick`}
        value={choice}
        onChange={(event) => {
          setPicked(event.target.value)
          onPick(choices.find((c) => c.value === event.target.value)?.address ?? NEW, false)
        }}
        className="mt-1 w-full rounded border border-slate-300 px-3 py-2 text-base text-brand-ink"
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
        <option value="new">{T.pickNew}</option>
      </select>
      <Link href={ROUTES.addresses} className="mt-1 inline-block text-sm font-semibold text-brand-dark underline underline-offset-2">
        {T.manage}
      </Link>
    </div>
  )
}
