import fs from 'node:fs/promises'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import { simpleParser } from 'mailparser'

import { buyableProduct, startAs } from './cart-helpers'
import { editorRequest } from './forms-helpers'
import { openPage } from './layout-helpers'

const ADDRESS = { Destinataire: 'Atelier Lambert', Adresse: '12 rue des Forges', 'Code postal': '69007', Ville: 'Lyon' }
// formatEuros groups thousands with a narrow no-break space
const plain = (s: string | false | undefined) => (s || '').replace(/[\u202f\u00a0]/g, ' ')
const euros = (n: number) =>
  `${n.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/[\u202f\u00a0]/g, ' ')} €`

// An accepted web order mails the buyer a confirmation and notifies the sales team
test('a web order leaves a confirmation mail in the outbox and a team notification; the detail page shows the same', async ({
  page,
  request,
}) => {
  const client = await startAs(page, 'type1')
  const product = await buyableProduct(page)
  await page.request.post('/api/cart/-1', { headers: { 'Sec-Fetch-Site': 'same-origin' }, data: { id: String(product.id), quantity: 2 } })
  await openPage(page, '/panier')
  const form = page.getByTestId('checkout-form')
  for (const [label, value] of Object.entries(ADDRESS)) await form.getByLabel(label).fill(value)
  await form.getByLabel('Votre référence de commande (facultatif)').fill('PO-E2E-MAIL')
  await form.getByRole('button', { name: 'Valider la commande' }).click()
  const id = (await page.getByTestId('placed-order-id').textContent())?.trim() ?? ''
  expect(id).not.toBe('')

  const editor = await editorRequest(request)
  const subject = `Confirmation de votre commande n° ${id}`
  let file: string | undefined
  await expect
    .poll(async () => {
      const reply = await editor.get(`/cms/api/outbox-mails?where[subject][equals]=${encodeURIComponent(subject)}&depth=0`)
      file = reply.docs?.length === 1 && reply.docs[0].to === client.email ? reply.docs[0].file : undefined
      return file ?? null
    })
    .not.toBeNull()
  const mail = await simpleParser(await fs.readFile(path.resolve(process.cwd(), file!)))
  const text = plain(mail.text)
  const lineTotal = Math.round(product.unit * 2 * 100) / 100
  expect(text).toContain(`Numéro de commande : ${id}`)
  expect(text).toContain('Votre référence : PO-E2E-MAIL')
  expect(text).toContain(`- ${product.dimasys_reference} — ${product.titre}\n  2 `)
  expect(text).toContain(`× ${euros(product.unit)} = ${euros(lineTotal)}`)
  const totals = /Total articles H\.T : (.+)\nCoût livraison : (.+)\nTotal H\.T : (.+)/.exec(text)
  expect(totals?.[1]).toBe(euros(lineTotal))
  expect(totals?.[3]).not.toBeUndefined()
  expect(text).toContain('12 rue des Forges\n69007 Lyon')
  expect(plain(mail.html)).toContain(product.dimasys_reference)

  await expect
    .poll(async () => {
      const reply = await editor.get(
        `/cms/api/chat-notifications?where[text][contains]=${encodeURIComponent(`Nouvelle commande n° ${id} (site web)`)}&depth=0`,
      )
      return reply.docs?.length ?? 0
    })
    .toBe(1)

  await openPage(page, `/mon-compte/mes-commandes?commande=${id}`)
  const detail = page.getByTestId('order-detail')
  await expect(detail.getByTestId('order-detail-address')).toContainText('12 rue des Forges')
  await expect(detail.getByTestId('order-line-unit')).toHaveCount(1)
  await expect(detail.getByTestId('order-line-handling')).toHaveText('En stock')
  await expect(detail.getByTestId('order-detail-handling')).toContainText('Traitement prévu')
  expect(plain((await detail.getByTestId('order-detail-total').textContent()) ?? '')).toBe(totals?.[3])
})
