import { DEFAULT_PLATFORM } from '@/lib/punchout/api'

import { PUNCHOUT_TEXT } from './messages'
import { usePunchoutSession } from './usePunchoutSession'

/** Why the cart cannot be changed in an `inspect` punch-out session. */
export function ReadOnlyNotice({ id }: { id?: string }) {
  const { punchout } = usePunchoutSession()
  return (
    <p
      id={id}
      role="note"
      data-testid="cart-read-only"
      className="w-full rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      {PUNCHOUT_TEXT.readOnly(punchout?.platform ?? DEFAULT_PLATFORM.cxml)}
    </p>
  )
}
