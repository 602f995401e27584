import { composeMail, type ComposedMail } from '@/server/mail/templates'

/** The stored request as the mails read it. */
export type StoredAccountRequest = {
  id: number | string
  email: string
  firstname: string
  lastname: string
  civility?: string | null
  phone?: string | null
  is_new_client?: boolean | null
  is_company?: boolean | null
  company?: string | null
  client_number?: string | null
  siret?: string | null
  vat?: string | null
  vat_status?: string | null
  vat_name?: string | null
  street?: string | null
  postal_code?: string | null
  city?: string | null
  country?: string | null
  note?: string | null
  refusal_reason?: string | null
}

const VAT_STATUS: Record<string, string> = { valide: 'valide', invalide: 'invalide', a_verifier: 'à vérifier (VIES n’a pas répondu)' }
const COUNTRY: Record<string, string> = { FR: 'France', BE: 'Belgique' }

/** The sales team's mail for a new request: everything needed to decide, and the link to the request in the admin. */
export function accountRequestTeamMail(request: StoredAccountRequest, adminUrl: string): ComposedMail {
  const address = [
    request.street,
    [request.postal_code, request.city].filter(Boolean).join(' '),
    COUNTRY[request.country ?? ''] ?? request.country,
  ]
    .filter(Boolean)
    .join(', ')
  const details: [string, string][] = [
    ['Client', request.is_new_client ? 'nouveau client' : 'déjà client'],
    ['Demandeur', [request.civility, request.firstname, request.lastname].filter(Boolean).join(' ')],
    ['E-mail', request.email],
    ['Téléphone', request.phone || '—'],
    ['Type', request.is_company ? 'entreprise' : 'particulier'],
  ]
  if (request.company) details.push(['Raison sociale', request.company])
  if (request.client_number) details.push(['Numéro client', request.client_number])
  if (request.siret) details.push(['SIRET', request.siret])
  if (request.vat)
    details.push([
      'N° TVA',
      `${request.vat} — ${VAT_STATUS[request.vat_status ?? ''] ?? 'non contrôlé'}${request.vat_name ? ` (${request.vat_name})` : ''}`,
    ])
  if (address) details.push(['Adresse', address])
  if (request.note) details.push(['Message', request.note])
  return composeMail({
    subject: `Demande de compte\u00a0: ${request.company || `${request.firstname} ${request.lastname}`}`,
    paragraphs: [
      'Une nouvelle demande d’ouverture de compte attend votre décision. Réglez le type de compte et le plafond de crédit, puis approuvez ou refusez la demande dans l’administration.',
    ],
    details,
    action: { label: 'Traiter la demande', url: adminUrl },
  })
}

/** The answer to a refused request: polite, with the editor's reason when given, and a way to reach the team. */
export function accountRefusedMail(request: StoredAccountRequest): ComposedMail {
  const reason = request.refusal_reason?.trim()
  return composeMail({
    subject: 'Votre demande d’ouverture de compte',
    greeting: request.firstname ? `Bonjour ${request.firstname},` : 'Bonjour,',
    paragraphs: [
      'Nous vous remercions de l’intérêt que vous portez à notre boutique. Après étude, nous ne sommes malheureusement pas en mesure d’ouvrir un compte en ligne pour votre demande.',
      ...(reason ? [`Motif\u00a0: ${reason}`] : []),
      'Notre équipe reste à votre disposition pour en parler ou pour vous accompagner autrement\u00a0: répondez simplement à ce message ou écrivez-nous depuis la page contact du site.',
    ],
  })
}
