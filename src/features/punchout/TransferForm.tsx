import { useEffect, useRef } from 'react'

import type { PunchoutForm } from '@/lib/punchout/api'

import { PUNCHOUT_TEXT } from './messages'

/**
 * The cart return to the procurement platform: renders the `form` of POST /api/orders/order_epo as
 * hidden inputs and submits it once mounted, so the browser (top frame or Coupa's frame) posts the cXML to the
 * BrowserFormPost URL; `onSubmitted` then lets the cart be emptied (spec §6). The button is there when scripts are off
 * or the automatic submit is blocked.
 */
export function TransferForm({
  form,
  target = '_top',
  platform,
  onSubmitted,
}: {
  form: PunchoutForm
  target?: string
  platform?: string
  onSubmitted?: () => void
}) {
  const ref = useRef<HTMLFormElement>(null)
  const done = useRef(onSubmitted)
  useEffect(() => {
    done.current = onSubmitted
  })
  useEffect(() => {
    ref.current?.submit()
    done.current?.()
  }, [form])
  return (
    <form ref={ref} method="post" action={form.action} target={target} acceptCharset="UTF-8" data-testid="punchout-transfer-form">
      {Object.entries(form.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <noscript>
        <p>Votre panier est prêt à être transféré vers votre plateforme d’achat.</p>
      </noscript>
      <button type="submit" className="underline underline-offset-2">
        {platform ? PUNCHOUT_TEXT.returnToPlatform(platform) : PUNCHOUT_TEXT.returnToPlatformGeneric}
      </button>
    </form>
  )
}
