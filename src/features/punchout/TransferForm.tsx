import { useEffect, useRef } from 'react'

import type { PunchoutForm } from '@/lib/punchout/api'

/**
 * The cart return to the procurement platform (issue 8 item 4): renders the `form` of POST /api/orders/order_epo as
 * hidden inputs and submits it once mounted, so the browser (top frame or Coupa's frame) posts the cXML to the
 * BrowserFormPost URL. The button is there when scripts are off or the automatic submit is blocked.
 */
export function TransferForm({ form, target = '_top' }: { form: PunchoutForm; target?: string }) {
  const ref = useRef<HTMLFormElement>(null)
  useEffect(() => {
    ref.current?.submit()
  }, [form])
  return (
    <form ref={ref} method="post" action={form.action} target={target} acceptCharset="UTF-8">
      {Object.entries(form.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <noscript>
        <p>Votre panier est prêt à être transféré vers votre plateforme d’achat.</p>
      </noscript>
      <button type="submit">Retour vers Coupa</button>
    </form>
  )
}
