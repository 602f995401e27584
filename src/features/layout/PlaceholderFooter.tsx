import Link from 'next/link'

/** Placeholder footer: the real footer (offices, link columns, share links) comes with its own issue. */
export function PlaceholderFooter() {
  return (
    <footer className="mt-16 bg-brand-night text-slate-300">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-8 text-sm sm:flex-row sm:justify-between">
        <p>© 2023 Solutions Industrie</p>
        <nav aria-label="Liens légaux" className="flex flex-wrap gap-4">
          <Link href="/mentions-legales">Mentions légales</Link>
          <Link href="/politique-de-confidentialite">Politique de confidentialité</Link>
          <Link href="/cookies">Cookies</Link>
        </nav>
      </div>
    </footer>
  )
}
