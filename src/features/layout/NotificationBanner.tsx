import Link from 'next/link'

import { useUiStore, type Banner, type BannerType } from '@/stores/ui'

const BANNER_STYLES: Record<BannerType, string> = {
  success: 'border-green-700 bg-green-50 text-green-900',
  error: 'border-red-700 bg-red-50 text-red-900',
}

/** The link sits where its label appears in the message ('… ou nous contacter si …'), else after the message. */
function MessageWithLink({ message, link }: Banner) {
  if (!link) return <>{message}</>
  const anchor = (
    <Link href={link.href} className="font-semibold underline underline-offset-2 hover:no-underline">
      {link.label}
    </Link>
  )
  const at = message.indexOf(link.label)
  if (at < 0)
    return (
      <>
        {message} {anchor}
      </>
    )
  return (
    <>
      {message.slice(0, at)}
      {anchor}
      {message.slice(at + link.label.length)}
    </>
  )
}

/** Global success / error banner driven by `useUiStore().showBanner(...)`. */
export function NotificationBanner() {
  const banner = useUiStore((state) => state.banner)
  const hideBanner = useUiStore((state) => state.hideBanner)

  if (!banner) return null

  const { type } = banner

  return (
    <div
      role={type === 'error' ? 'alert' : 'status'}
      data-type={type}
      className={`flex items-start gap-4 border-l-4 px-4 py-3 text-sm ${BANNER_STYLES[type]}`}
    >
      <p className="flex-1">
        <MessageWithLink {...banner} />
      </p>
      <button
        type="button"
        onClick={hideBanner}
        aria-label="Fermer"
        className="shrink-0 rounded px-2 leading-none hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}
