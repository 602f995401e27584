/** The account request rules (form and POST /api/account-requests): the spec §3 switches decide the fields asked. */
import { describe, expect, it } from 'vitest'

import { checkAccountRequest } from '@/lib/account-requests/schema'

const COMPANY_FR = {
  isNewClient: true,
  isCompany: true,
  hasVatNumber: true,
  hasClientNumber: false,
  civility: 'Mme',
  firstname: ' Claire ',
  lastname: 'Martin',
  email: 'Claire.Martin@Atelier-Martin.FR',
  phone: '01 23 45 67 89',
  company: 'Atelier Martin SAS',
  country: 'FR',
  street: '12 rue des Forges',
  postalCode: '69007',
  city: 'Lyon',
  siret: '732 829 320 00074',
  vat: 'FR 44 732 829 320',
  note: '',
  consent: true,
}

const fieldsOf = (input: unknown) => {
  const checked = checkAccountRequest(input)
  if (checked.ok) throw new Error('expected a refusal')
  return checked.fields
}

describe('checkAccountRequest', () => {
  it('accepts a French company, normalising e-mail, phone, SIRET and VAT number', () => {
    const checked = checkAccountRequest(COMPANY_FR)
    expect(checked.ok).toBe(true)
    if (!checked.ok) return
    expect(checked.data).toMatchObject({
      firstname: 'Claire',
      email: 'claire.martin@atelier-martin.fr',
      phone: '0123456789',
      siret: '73282932000074',
      vat: 'FR44732829320',
      clientNumber: '',
    })
  })

  it('accepts a Belgian company without SIRET, with a VAT number starting with 1 and a 4-digit postal code', () => {
    const checked = checkAccountRequest({
      ...COMPANY_FR,
      country: 'BE',
      siret: '',
      vat: 'BE 1000.000.021',
      postalCode: '1000',
      city: 'Bruxelles',
      phone: '+32 2 123 45 67',
    })
    expect(checked).toMatchObject({ ok: true, data: { vat: 'BE1000000021', siret: '', phone: '+3221234567' } })
  })

  it('gives every missing field its French message at once', () => {
    expect(fieldsOf({ isNewClient: true, isCompany: true, hasVatNumber: true, hasClientNumber: false, country: 'FR' })).toEqual({
      firstname: 'Veuillez saisir votre prénom.',
      lastname: 'Veuillez saisir votre nom.',
      email: 'Veuillez saisir votre adresse e-mail.',
      phone: 'Veuillez saisir votre numéro de téléphone.',
      company: 'Veuillez saisir la raison sociale de votre société.',
      street: 'Veuillez saisir l’adresse.',
      city: 'Veuillez saisir la ville.',
      postalCode: 'Veuillez saisir le code postal.',
      siret: 'Veuillez saisir le SIRET de votre établissement.',
      vat: 'Veuillez saisir votre numéro de TVA intracommunautaire.',
      consent: 'Veuillez accepter les conditions générales et la politique de confidentialité.',
    })
  })

  it.each([
    [{ siret: '73282932000075' }, 'siret', 'Ce SIRET n’est pas valide\u00a0: vérifiez ses 14 chiffres.'],
    [{ siret: '35600000000051', vat: '', hasVatNumber: false }, null, null], // La Poste's exception
    [{ vat: 'FR00732829320' }, 'vat', 'Ce numéro de TVA n’est pas valide\u00a0: vérifiez sa saisie.'],
    [{ vat: 'BE0403170701' }, 'vat', 'Ce numéro de TVA ne correspond pas au pays choisi.'],
    [{ vat: 'FR40303265045' }, 'vat', 'Le numéro de TVA ne correspond pas au SIREN de votre SIRET (ses 9 premiers chiffres).'],
    [{ postalCode: '1000' }, 'postalCode', 'Un code postal français compte 5 chiffres.'],
    [{ phone: '12345' }, 'phone', 'Veuillez saisir un numéro de téléphone valide (10 chiffres, ou au format international +33 / +32).'],
    [{ email: 'claire@atelier' }, 'email', 'Veuillez saisir une adresse e-mail valide.'],
    [{ country: 'DE' }, 'country', 'Veuillez choisir la France ou la Belgique.'],
    [{ consent: false }, 'consent', 'Veuillez accepter les conditions générales et la politique de confidentialité.'],
    [{ note: 'x'.repeat(1001) }, 'note', 'Ce champ est trop long.'],
  ])('checks %j', (change, field, message) => {
    const checked = checkAccountRequest({ ...COMPANY_FR, ...change })
    if (field === null) return expect(checked.ok).toBe(true)
    expect(checked).toMatchObject({ ok: false, code: 'invalid_fields', fields: { [field]: message } })
  })

  it('asks an existing client who knows their number for it and the company name, not for the address or SIRET', () => {
    const base = {
      ...COMPANY_FR,
      isNewClient: false,
      hasClientNumber: true,
      hasVatNumber: false,
      street: '',
      postalCode: '',
      city: '',
      siret: '',
    }
    expect(fieldsOf({ ...base, clientNumber: '' })).toEqual({ clientNumber: 'Veuillez saisir votre numéro client.' })
    expect(fieldsOf({ ...base, clientNumber: 'C-12' })).toEqual({ clientNumber: 'Un numéro client compte de 3 à 20 lettres ou chiffres.' })
    expect(checkAccountRequest({ ...base, clientNumber: 'cl0042', street: 'ignorée' })).toMatchObject({
      ok: true,
      data: { clientNumber: 'CL0042', street: '', siret: '' },
    })
  })

  it('asks an individual for no company, SIRET nor VAT number, and drops them if sent', () => {
    const individual = { ...COMPANY_FR, isCompany: false, company: '', siret: 'garbage', vat: 'garbage' }
    expect(checkAccountRequest(individual)).toMatchObject({ ok: true, data: { company: '', siret: '', vat: '' } })
  })

  it('ignores the client number of a new client', () => {
    expect(checkAccountRequest({ ...COMPANY_FR, clientNumber: 'CL0042', hasClientNumber: true })).toMatchObject({
      ok: true,
      data: { clientNumber: '' },
    })
  })

  it.each([[null], [[]], ['texte'], [{ ...COMPANY_FR, isCompany: 'oui' }]])('answers invalid_body to %j', (input) => {
    expect(checkAccountRequest(input)).toMatchObject({ ok: false, code: 'invalid_body' })
  })
})
