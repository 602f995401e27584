import Link from 'next/link'

/** Placeholder header: the real header and menus come with their own issue. */
export function PlaceholderHeader() {
  return (
    <header className="bg-brand-ink text-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Link href="/" className="text-lg font-bold tracking-tight" aria-label="Accueil">
          <span className="text-brand">●</span> Solutions Industrie
        </Link>
        <nav aria-label="Navigation principale" className="flex gap-4 text-sm">
          <Link href="/catalogues" className="hover:underline">
            Nos catalogues
          </Link>
          <Link href="/se-connecter" className="hover:underline">
            Se connecter
          </Link>
        </nav>
      </div>
    </header>
  )
}
