import dynamic from 'next/dynamic'

import { useSpending } from '@/features/company/useSpending'
import { showsCredit, useClientSession } from '@/features/session/useClientSession'
import { APPROVAL_TEXT as A, ROLE_LABEL } from '@/lib/approvals/messages'

import { ACCOUNT_TEXT as T } from './messages'
import { QueryState } from './QueryState'
import { useSociete, useSocieteId } from './useAccountData'

// logging out empties the local cart: the button is the cart's, loaded with this screen
const LogoutButton = dynamic(() => import('@/features/cart/LogoutButton').then((m) => m.LogoutButton))
// the company's credit as the cart shows it (GET /api/credit, the same figures and names)
const CompanyCredit = dynamic(() => import('@/features/cart/CreditFigures'))

const Row = ({ label, value, testId }: { label: string; value: string | null | undefined; testId?: string }) =>
  value ? (
    <div className="grid gap-1 sm:grid-cols-[180px_1fr]">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold text-brand-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  ) : null

const limitText = (limit: number | null): string => (limit === null ? A.noLimit : A.limitValue(limit))

/** /mon-compte: identity, company ({cms}/api/societes/{id}), credit indicator for types other than 1 (spec §6), logout. */
export default function ProfileContent() {
  const { user } = useClientSession()
  const societeId = useSocieteId()
  const societe = useSociete()
  const spending = useSpending()
  if (!user) return null
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ')
  const s = societe.data
  const address = s?.adresse
    ? [s.adresse.rue, [s.adresse.code_postal, s.adresse.ville].filter(Boolean).join(' '), s.adresse.pays === 'BE' ? 'Belgique' : 'France']
        .filter(Boolean)
        .join(', ')
    : null
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="identite" className="rounded-lg border border-slate-200 p-5">
        <h2 id="identite" className="mb-4 text-lg font-bold text-brand-ink">
          {T.identity}
        </h2>
        <dl className="flex flex-col gap-3">
          <Row label={T.name} value={name || null} testId="account-name" />
          <Row label={T.email} value={user.email} testId="account-email" />
        </dl>
        {showsCredit(user) ? (
          <div className="mt-4 border-t border-slate-200 pt-4">
            <CompanyCredit />
          </div>
        ) : null}
        <LogoutButton className="mt-5" />
      </section>
      <section aria-labelledby="achats" className="rounded-lg border border-slate-200 p-5 md:col-span-2" data-testid="account-spending">
        <h2 id="achats" className="mb-4 text-lg font-bold text-brand-ink">
          {A.spendingTitle}
        </h2>
        <QueryState query={spending} empty="" isEmpty={false}>
          {spending.data ? (
            <dl className="flex flex-col gap-3">
              <Row label={A.role} value={ROLE_LABEL[spending.data.role]} testId="account-role" />
              {spending.data.role === 'preparer' ? null : (
                <>
                  <Row label={A.perOrder} value={limitText(spending.data.limits.per_order)} testId="account-limit-order" />
                  <Row label={A.monthly} value={limitText(spending.data.limits.monthly)} testId="account-limit-month" />
                  <Row label={A.monthSpent} value={A.limitValue(spending.data.month_spent)} testId="account-month-spent" />
                </>
              )}
            </dl>
          ) : null}
        </QueryState>
      </section>
      <section aria-labelledby="societe" className="rounded-lg border border-slate-200 p-5" data-testid="account-company">
        <h2 id="societe" className="mb-4 text-lg font-bold text-brand-ink">
          {T.company}
        </h2>
        {societeId === null ? (
          <p className="text-slate-600">{T.companyNone}</p>
        ) : (
          <QueryState query={societe} empty={T.companyNone} isEmpty={!s}>
            <dl className="flex flex-col gap-3">
              <Row label={T.company} value={s?.raison_sociale} testId="account-company-name" />
              <Row label={T.clientNumber} value={s?.numero_client} />
              <Row label={T.siret} value={s?.siret} />
              <Row label={T.vat} value={s?.tva} />
              <Row label={T.address} value={address} />
              <Row label={T.phone} value={s?.telephone} />
            </dl>
          </QueryState>
        )}
      </section>
    </div>
  )
}
