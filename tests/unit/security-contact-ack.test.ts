/** The contact acknowledgement goes to whatever address the visitor typed: it must not carry their free text. */
import { describe, expect, it } from 'vitest'

import { contactRequestAckMail } from '@/server/mail/templates'

const input = {
  subject: 'Demande de devis',
  message: 'Gagnez un iPhone : https://phishing.example/cadeau',
  name: 'Cliquez ici https://phishing.example',
  email: 'victime@example.com',
}

describe('contact acknowledgement mail', () => {
  it('says « nous avons bien reçu votre demande » with the subject, and echoes neither the message nor the name', () => {
    const mail = contactRequestAckMail(input)
    expect(mail.subject).toBe('Nous avons bien reçu votre demande')
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Nous avons bien reçu votre demande')
      expect(body).toContain('Demande de devis')
      expect(body).not.toContain('phishing.example')
      expect(body).not.toContain('iPhone')
    }
  })
})
