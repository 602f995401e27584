import Link from 'next/link'

import { Seo } from '@/features/ui/Seo'
import { withLayout } from '@/server/layout/layout'

export const getStaticProps = withLayout()

export default function ServerErrorPage() {
  return (
    <main id="contenu" className="mx-auto flex max-w-3xl flex-col items-start gap-6 px-4 py-24">
      <Seo title="Erreur du serveur" />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand">Erreur 500</p>
      <h1 className="text-3xl font-bold text-brand-ink sm:text-4xl">Une erreur est survenue</h1>
      <p className="text-lg text-slate-600">
        Le service est momentanément indisponible. Veuillez réessayer dans quelques instants ou nous contacter si le problème persiste.
      </p>
      <Link href="/" className="rounded bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark">
        Retour à l’accueil
      </Link>
    </main>
  )
}
