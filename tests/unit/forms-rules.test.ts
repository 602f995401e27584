/** Form rules shared by the pages and the APIs: contact fields, the contact link, the new password, mail layout. */
import { describe, expect, it } from 'vitest'

import { contactFieldsSchema } from '@/lib/contact/contactRequest'
import { resetPasswordSchema } from '@/lib/session/password'
import { contactPath } from '@/lib/routes'
import { composeMail, passwordLinkMail } from '@/server/mail/templates'
import { parseSender } from '@/server/mail/sender'

const VALID = {
  subject: ' Devis ',
  message: 'Bonjour, un devis svp.',
  name: 'Marie',
  email: ' Marie@Atelier.TEST ',
  consent: true as const,
}

describe('contact fields', () => {
  it('trims, lower-cases the address and drops empty optional fields', () => {
    expect(contactFieldsSchema.parse({ ...VALID, company: '  ', phone: '' })).toEqual({
      subject: 'Devis',
      message: 'Bonjour, un devis svp.',
      name: 'Marie',
      email: 'marie@atelier.test',
      company: undefined,
      phone: undefined,
      consent: true,
    })
  })

  it.each(['+33 6 12 34 56 78', '04.72.50.12.34', '(0)4 72 50 12 34', '+32 4 240 56 78'])('accepts the phone number %s', (phone) => {
    expect(contactFieldsSchema.safeParse({ ...VALID, phone }).success).toBe(true)
  })

  it.each(['abc', '12', '06 12 34 56 78 poste 3'])('refuses the phone number %s', (phone) => {
    expect(contactFieldsSchema.safeParse({ ...VALID, phone }).success).toBe(false)
  })

  it('links to /contact with the subject encoded, or plain /contact', () => {
    expect(contactPath('Problème de panier & devis')).toBe('/contact?sujet=Probl%C3%A8me%20de%20panier%20%26%20devis')
    expect(contactPath(null)).toBe('/contact')
  })
})

describe('new password', () => {
  const check = (password: string, confirm = password) => resetPasswordSchema.safeParse({ token: 'abc', password, confirm })
  it.each([
    ['Nouveau-mot-2026', true],
    ['Élodie 12345', true],
    ['court1A', false],
    ['seulementdeslettres', false],
    ['12345678901', false],
  ])('%s → %s', (password, ok) => {
    expect(check(password).success).toBe(ok)
  })
  it('needs the same confirmation and a token', () => {
    expect(check('Nouveau-mot-2026', 'Nouveau-mot-2027').error?.issues[0]?.path).toEqual(['confirm'])
    expect(resetPasswordSchema.safeParse({ token: '', password: 'Nouveau-mot-2026', confirm: 'Nouveau-mot-2026' }).success).toBe(false)
  })
})

describe('mails', () => {
  it('escapes what people typed in the HTML, keeps it verbatim in the text', () => {
    const mail = composeMail({ subject: 'S', paragraphs: ['<b>"x" & y</b>'], details: [['Nom', '<script>']] })
    expect(mail.text).toContain('<b>"x" & y</b>')
    expect(mail.text).toContain('Nom\u00a0: <script>')
    expect(mail.html).toContain('&lt;b&gt;&quot;x&quot; &amp; y&lt;/b&gt;')
    expect(mail.html).not.toContain('<script>')
  })

  it('words the password link for a reset and for a new account', () => {
    const reset = passwordLinkMail({ purpose: 'reset', url: 'https://x.test/r', validForHours: 1 })
    const welcome = passwordLinkMail({ purpose: 'welcome', url: 'https://x.test/r', firstname: 'Léa', validForHours: 72 })
    expect(reset.subject).toBe('Réinitialisation de votre mot de passe')
    expect(reset.text).toContain('valable 1 heure et ne peut servir qu’une fois')
    expect(welcome.subject).toBe('Votre compte est ouvert\u00a0: choisissez votre mot de passe')
    expect(welcome.text).toContain('Bonjour Léa,')
    expect(welcome.text).toContain('valable 72 heures')
  })

  it('reads the SMTP sender « Name <address> » or a bare address', () => {
    expect(parseSender('Boutique <shop@example.com>')).toEqual({ name: 'Boutique', address: 'shop@example.com' })
    expect(parseSender('"Solutions Industrie" <ventes@si.test>')).toEqual({ name: 'Solutions Industrie', address: 'ventes@si.test' })
    expect(parseSender('shop@example.com')).toEqual({ name: 'Solutions Industrie', address: 'shop@example.com' })
  })
})
