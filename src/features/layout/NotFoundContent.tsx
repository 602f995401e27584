import Link from 'next/link'

import { ROUTES } from '@/lib/routes'

/** The French 404 body, shared by pages/404 and the app router's global-not-found. */
export function NotFoundContent() {
  return (
    <main id="contenu" className="mx-auto flex max-w-3xl flex-col items-start gap-6 px-4 py-24">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand">Erreur 404</p>
      <h1 className="text-3xl font-bold text-brand-ink sm:text-4xl">Page introuvable</h1>
      <p className="text-lg text-slate-600">
        La page que vous cherchez n’existe pas ou n’est plus disponible. Vérifiez l’adresse ou poursuivez votre visite depuis nos
        catalogues.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link href="/" className="rounded bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark">
          Retour à l’accueil
        </Link>
        <Link href={ROUTES.catalogues} className="rounded border border-slate-300 px-5 py-3 font-semibold text-brand-ink">
          Voir nos catalogues
        </Link>
      </div>
    </main>
  )
}
