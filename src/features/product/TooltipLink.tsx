import Link from 'next/link'
import { useCallback, useEffect, useId, useRef, useState, type PointerEvent, type ReactNode } from 'react'

type Props = {
  href: string
  className: string
  'data-testid'?: string
  children: ReactNode
  /** The tooltip's text. */
  tooltip: ReactNode
  /** spec §9: 700 ms before a hover opens it. */
  delayMs: number
  /** spec §9: re-hovered within 300 ms of closing, it opens at once. */
  skipDelayMs: number
}

/**
 * A link with a text tooltip above it (WAI-ARIA tooltip pattern): opened by a mouse or pen hovering for `delayMs` (at
 * once within `skipDelayMs` of the last close) or by keyboard focus, closed by leaving, blurring or Escape; the link is
 * described by it (`aria-describedby`) while open. Absolutely positioned in a `relative` wrapper (nothing moves), no
 * portal, no positioning library: the product page's first JavaScript no longer carries Radix's tooltip.
 */
export function TooltipLink({ href, className, children, tooltip, delayMs, skipDelayMs, ...rest }: Props) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const closedAt = useRef(Number.NEGATIVE_INFINITY)

  const clearTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = null
  }, [])

  const close = useCallback(() => {
    clearTimer()
    if (open) closedAt.current = performance.now()
    setOpen(false)
  }, [clearTimer, open])

  const onPointerMove = useCallback(
    (event: PointerEvent) => {
      // a finger's tap follows the link; only a hovering pointer opens the tooltip
      if (event.pointerType === 'touch' || open || timer.current !== null) return
      if (performance.now() - closedAt.current < skipDelayMs) setOpen(true)
      else
        timer.current = setTimeout(() => {
          timer.current = null
          setOpen(true)
        }, delayMs)
    },
    [delayMs, open, skipDelayMs],
  )

  const onFocus = useCallback(() => {
    clearTimer()
    setOpen(true)
  }, [clearTimer])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, close])

  useEffect(() => clearTimer, [clearTimer])

  return (
    <span className="relative inline-flex w-fit">
      <Link
        href={href}
        className={className}
        data-testid={rest['data-testid']}
        aria-describedby={open ? id : undefined}
        onPointerMove={onPointerMove}
        onPointerLeave={close}
        onFocus={onFocus}
        onBlur={close}
      >
        {children}
      </Link>
      {open ? (
        <span
          role="tooltip"
          id={id}
          className="pointer-events-none absolute bottom-full left-0 z-50 mb-2 w-max max-w-xs rounded-md bg-brand-ink px-3 py-2 text-sm text-white shadow-lg"
        >
          {tooltip}
          <span aria-hidden className="absolute left-6 top-full border-x-[6px] border-t-[6px] border-x-transparent border-t-brand-ink" />
        </span>
      ) : null}
    </span>
  )
}
