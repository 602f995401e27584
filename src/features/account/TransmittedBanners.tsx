import type { Preparer } from '@/lib/account/api'
import { TRANSMIT_TEXT, transmittedWhen } from '@/lib/account/transmit'

/** A buyer's banner per cart a preparer transmitted (« Transmettre à l'acheteur »), until one takes it over. */
export function TransmittedBanners({ preparers }: { preparers: readonly Preparer[] }) {
  const transmitted = preparers.filter((p) => p.cart && p.transmitted_at)
  if (transmitted.length === 0) return null
  return (
    <div className="flex flex-col gap-2">
      {transmitted.map((p) => (
        <p
          key={p.id}
          role="status"
          data-testid="transmitted-banner"
          data-email={p.email}
          className="rounded border-l-4 border-green-700 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          {TRANSMITTED(p)}
        </p>
      ))}
    </div>
  )
}

const TRANSMITTED = (p: Preparer): string =>
  TRANSMIT_TEXT.banner([p.firstname, p.lastname].filter(Boolean).join(' ') || p.email, transmittedWhen(p.transmitted_at!))
