/** First focusable element of every page: jumps over the header to the main content (`#contenu`). */
export function SkipLink() {
  return (
    <a
      href="#contenu"
      className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[60] focus:rounded focus:bg-white focus:p-2 focus:text-brand-ink"
    >
      Aller au contenu
    </a>
  )
}
