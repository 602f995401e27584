import Link from 'next/link'

import { ROUTES } from '@/lib/routes'

import { LoginForm } from './LoginForm'
import { SessionPanel } from './SessionPanel'

/** /se-connecter: the login form beside the way to open an account. */
export function LoginPage() {
  return (
    <main id="contenu" className="mx-auto grid max-w-5xl gap-10 px-4 py-12 md:grid-cols-2">
      <SessionPanel titleId="connexion" title="Se connecter">
        <p className="mb-6 mt-2 text-slate-600">Connectez-vous pour voir vos prix, votre stock et suivre vos commandes.</p>
        <LoginForm />
      </SessionPanel>
      <section aria-labelledby="nouveau-client" className="flex flex-col gap-4 rounded-lg bg-slate-50 p-6 sm:p-8">
        <h2 id="nouveau-client" className="text-xl font-bold text-brand-ink">
          Pas encore de compte&nbsp;?
        </h2>
        <p className="text-slate-600">
          Ouvrez un compte professionnel&nbsp;: vos prix négociés, la disponibilité en temps réel et le suivi de vos commandes et de votre
          encours.
        </p>
        <Link
          href={ROUTES.accountRequest}
          className="self-start rounded border border-brand-dark px-5 py-3 font-semibold text-brand-dark hover:bg-white"
        >
          Créer un compte
        </Link>
      </section>
    </main>
  )
}
