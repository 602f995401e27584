/**
 * `npm run create-editor -- --email editeur@example.fr --password '…' [--name 'Prénom Nom']`: creates an editor (an
 * admin user) in the configured database, for a production database that has none (no demo data there). The password
 * follows the shop's rule (10 characters, a letter and a digit). EDITOR_EMAIL / EDITOR_PASSWORD / EDITOR_NAME may be
 * used instead of the arguments (kept out of the shell history). Payload's first-user screen on /admin does the same
 * in a browser while no editor exists.
 */
import { parseArgs } from 'node:util'

import config from '@payload-config'
import { getPayload } from 'payload'

import { migrateDatabase } from '@/cms/migrate'

import { passwordProblem } from '@/lib/account/password'
import { emailSchema } from '@/lib/email'

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  strict: true,
})
const email = (values.email ?? process.env.EDITOR_EMAIL ?? '').trim().toLowerCase()
const password = values.password ?? process.env.EDITOR_PASSWORD ?? ''
const name = values.name ?? process.env.EDITOR_NAME

const fail = (message: string): never => {
  console.error(`[create-editor] ${message}`)
  process.exit(2)
}

const BAD_EMAIL = 'adresse e-mail manquante ou invalide : --email editeur@example.fr'
if (!emailSchema({ required: BAD_EMAIL, invalid: BAD_EMAIL }).safeParse(email).success) fail(BAD_EMAIL)
const problem = passwordProblem(password)
if (problem) fail(problem)

const payload = await getPayload({ config })
// the server never migrates on its own (src/cms/migrate.ts): a fresh database gets its schema here too
await migrateDatabase(payload)
const existing = await payload.count({ collection: 'editors', where: { email: { equals: email } }, overrideAccess: true })
if (existing.totalDocs > 0) fail(`un éditeur ${email} existe déjà`)
await payload.create({ collection: 'editors', data: { email, password, ...(name ? { name } : {}) }, overrideAccess: true })
console.log(`[create-editor] éditeur ${email} créé : connectez-vous sur /admin`)
process.exit(0)
