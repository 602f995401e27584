/**
 * The one frame of every mail the shop sends: the brand's header (its mark and name, as the site's header shows them),
 * the body, buttons in the brand's colour, the signature and the legal footer (who sends it, the legal notice and
 * the privacy page, why it was received), in HTML and in the plain-text part alike. Inline styles only, no image to
 * fetch: mail clients block remote images and strip style sheets.
 */
import { BRAND } from '@/lib/brand'
import { ROUTES } from '@/lib/routes'
import { SITE_NAME } from '@/lib/seo'
import { absoluteUrl, appOrigin } from '@/lib/site-url'

export type ComposedMail = { subject: string; text: string; html: string }

export const SIGNATURE = `L’équipe ${BRAND.name}`

const C = BRAND.colors

export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/** A paragraph of plain text (escaped; line breaks kept). */
export const mailParagraph = (text: string): string => `<p style="margin:0 0 12px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`

/** The call to action: white on the brand's orange (4.9:1), and the link written out for clients that hide buttons. */
export function mailButton(label: string, url: string): string {
  return [
    `<p style="margin:20px 0 8px"><a href="${escapeHtml(url)}" data-mail-button="" style="display:inline-block;background:${C.brand};color:#ffffff;font-weight:bold;padding:11px 20px;border-radius:4px;text-decoration:none">${escapeHtml(label)}</a></p>`,
    `<p style="margin:0 0 12px;font-size:13px;color:${C.muted}">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:<br>${escapeHtml(url)}</p>`,
  ].join('')
}

/** The legal footer's lines: the sender, the site, its legal notice and privacy pages, why the mail was received. */
export function mailFooter(origin: string = appOrigin()): string[] {
  return [
    `${BRAND.name} — ${SITE_NAME}`,
    origin,
    `Mentions légales\u00a0: ${absoluteUrl(ROUTES.legalNotice, origin)}`,
    `Données personnelles\u00a0: ${absoluteUrl(ROUTES.privacy, origin)}`,
    'Vous recevez ce message à la suite d’une demande faite sur notre site ou d’une opération de votre compte client.',
  ]
}

/**
 * A mail in the shop's frame: `text` and `html` are the body only (no signature, no html/body element); the layout
 * adds the header, the signature and the footer to both parts.
 */
export function brandedMail(body: ComposedMail, origin: string = appOrigin()): ComposedMail {
  const footer = mailFooter(origin)
  const text = [body.text, `—\n${SIGNATURE}`, footer.join('\n')].join('\n\n')
  const html = [
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(body.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:${C.ink};line-height:1.5">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:640px;background:#ffffff;border-radius:6px;overflow:hidden">',
    // the site's header: the orange mark and the name on the brand's dark ink
    `<tr><td data-mail-logo="" style="background:${C.ink};padding:16px 24px;font-size:20px;font-weight:bold;color:#ffffff"><a href="${escapeHtml(origin)}" style="color:#ffffff;text-decoration:none"><span style="color:${C.bright}">&#9679;</span> ${escapeHtml(BRAND.name)}</a></td></tr>`,
    `<tr><td style="height:4px;background:${C.brand};font-size:0;line-height:0">&nbsp;</td></tr>`,
    `<tr><td style="padding:24px">${body.html}<p style="margin:24px 0 0;color:${C.muted}">${escapeHtml(SIGNATURE)}</p></td></tr>`,
    `<tr><td data-mail-footer="" style="padding:16px 24px;background:#f8fafc;border-top:1px solid ${C.rule};font-size:12px;color:${C.muted}">`,
    footer.map((line) => `<p style="margin:0 0 4px">${escapeHtml(line)}</p>`).join(''),
    '</td></tr></table></td></tr></table></body></html>',
  ].join('')
  return { subject: body.subject, text, html }
}
