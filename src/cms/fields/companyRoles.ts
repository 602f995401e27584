import type { ArrayFieldValidation, NumberField, SelectField } from 'payload'

import { ROLE_VALUES } from '@/lib/approvals/api'

import { editorsOnlyField } from '../access'

const ROLE_OPTION_LABELS: Record<(typeof ROLE_VALUES)[number], string> = {
  acheteur: 'Acheteur',
  preparateur: 'Préparateur (prépare, ne commande pas)',
  approbateur: 'Approbateur',
}

/** A client's role in their company: what they may do is decided on the server from this field alone. */
export const roleField: SelectField = {
  name: 'role',
  type: 'select',
  label: 'Rôle dans la société',
  // not required: an account created before roles, or without one, is a buyer
  defaultValue: 'acheteur',
  index: true,
  options: ROLE_VALUES.map((value) => ({ value, label: ROLE_OPTION_LABELS[value] })),
  admin: {
    description:
      'Acheteur : commande. Préparateur : prépare des paniers et les transmet, ne commande pas. Approbateur : commande et approuve les commandes des acheteurs de sa société qui dépassent leur plafond.',
  },
  access: { update: editorsOnlyField },
  validate: (value: unknown, { siblingData }: { siblingData: unknown }) => {
    const societe = (siblingData as { societe?: unknown }).societe
    if (value !== 'acheteur' && (societe === null || societe === undefined || societe === ''))
      return 'Un préparateur ou un approbateur doit être rattaché à une société.'
    return true
  },
}

/** A spending limit in euros H.T: empty is no limit. */
export const limitField = (name: string, label: string, description: string): NumberField => ({
  name,
  type: 'number',
  label,
  min: 0,
  admin: { description, step: 0.01 },
  access: { update: editorsOnlyField },
})

/** Each cost centre code appears once in a company: it is what the buyer picks and what the order carries. */
export const uniqueCostCentreCodes: ArrayFieldValidation = (value) => {
  const codes = (Array.isArray(value) ? value : []).map((row) =>
    String((row as { code?: unknown }).code ?? '')
      .trim()
      .toLowerCase(),
  )
  const seen = new Set<string>()
  for (const code of codes) {
    if (code && seen.has(code)) return `Le code de centre de coût « ${code} » est en double.`
    seen.add(code)
  }
  return true
}
