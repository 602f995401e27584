import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { fr } from '@payloadcms/translations/languages/fr'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { AccountRequests } from './cms/collections/AccountRequests'
import { Clients, Editors, Preparateurs, Societes } from './cms/collections/Accounts'
import { CaptchaUses } from './cms/collections/CaptchaUses'
import { Catalogues } from './cms/collections/Catalogues'
import { GroupesFournisseurs } from './cms/collections/GroupesFournisseurs'
import { Devis } from './cms/collections/Devis'
import { Favoris } from './cms/collections/Favoris'
import { ReferencesClients } from './cms/collections/ReferencesClients'
import { ListesAchat, ListesAchatLignes } from './cms/collections/ListesAchat'
import { Adresses } from './cms/collections/Adresses'
import { Categories } from './cms/collections/Categories'
import { ChatNotifications } from './cms/collections/ChatNotifications'
import { ContactRequests } from './cms/collections/ContactRequests'
import { Articles, Brochures, CaseStudies, Evenements, Faq, Jobs, Pages } from './cms/collections/Editorial'
import { ErpOrderLines, ErpOrders, ErpPrices, ErpStocks } from './cms/collections/Erp'
import { Expertises, Services, Solutions } from './cms/collections/Expertises'
import { Marques } from './cms/collections/Marques'
import { Media } from './cms/collections/Media'
import { NewsletterSignups } from './cms/collections/NewsletterSignups'
import { OutboxMails } from './cms/collections/OutboxMails'
import { Produits } from './cms/collections/Produits'
import { Payments, StripeEvents } from './cms/collections/Payments'
import { Approbations } from './cms/collections/Approbations'
import { PunchoutBuyers } from './cms/collections/PunchoutBuyers'
import { PunchoutOrders, PunchoutSessions } from './cms/collections/PunchoutRecords'
import { SearchEvents } from './cms/collections/SearchEvents'
import { SearchSynonyms } from './cms/collections/SearchSynonyms'
import { SearchQueries } from './cms/collections/SearchQueries'
import { isEditorUser } from './cms/access'
import { PUBLIC_MAX_DEPTH, publicDepth, publicLimit, withPublicGlobalReadCaps, withPublicReadCaps } from './cms/access/publicReads'
import { lockSystemCollections } from './cms/access/systemCollections'
import { cmsSentry } from './cms/sentry'
import { mediaStorage } from './cms/storage'
import { catalogueImportEndpoints } from './cms/endpoints/catalogueImport'
import { listingPreparateurs } from './cms/endpoints/listingPreparateurs'
import { Accueil } from './cms/globals/Accueil'
import { Navigation } from './cms/globals/Navigation'
import { Newsletter } from './cms/globals/Newsletter'
import { SiteSettings } from './cms/globals/SiteSettings'
import { GRAPHQL_MAX_COMPLEXITY, graphqlValidationRules } from './cms/graphql/limits'
import { cmsSecret } from './cms/secret'
import { cmsCsrfOrigins } from './server/http/trustedOrigins'
import { installAtomicJobClaim } from './server/jobs/claim'
import { dataDir } from './server/dataDir'
import { jobsConfig } from './server/jobs/config'
import { emailAdapter } from './server/mail/adapter'
import { watchDatabasePool } from './server/ops/outage'
import { payloadLogger } from './server/ops/payloadLogger'
import { currentSetting } from './env'
import { publicEnv } from './lib/publicEnv'

// the sources' folder, for Payload's tools only (migration files, import map); the server's files are in dataDir()
const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * SQLite file by default (shop.db in dataDir(), or DATABASE_URL=file:…); Postgres when DATABASE_URL is postgres://. The server
 * never migrates on its own (no `prodMigrations`): migrating is the deployment's step (src/cms/migrate.ts, run by
 * `npm run db:prepare` and `npm start` under a lock), so two instances starting at once do not race.
 */
function database() {
  const url = currentSetting('DATABASE_URL')
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    return postgresAdapter({
      pool: { connectionString: url },
      push: false,
      migrationDir: path.join(dirname, 'migrations-postgres'),
    })
  }
  // the default file's folder may not exist yet (a fresh volume, a build copied without its data)
  if (!url) fs.mkdirSync(dataDir(), { recursive: true })
  return sqliteAdapter({
    client: { url: url ?? `file:${path.join(dataDir(), 'shop.db')}` },
    push: false,
    migrationDir: path.join(dirname, 'migrations'),
  })
}

// Payload adds its system collections while sanitizing: they are locked to editors on the result.
export default buildConfig({
  serverURL: publicEnv.NEXT_PUBLIC_APP_URL ?? '',
  // a session cookie counts only on requests from the shop's own pages (Origin / Sec-Fetch-Site), never another site's
  csrf: cmsCsrfOrigins(),
  routes: { admin: '/admin', api: '/cms/api', graphQL: '/graphql', graphQLPlayground: '/graphql-playground' },
  admin: {
    user: Editors.slug,
    meta: { titleSuffix: ' · Administration' },
    importMap: { baseDir: dirname, importMapFile: path.join(dirname, 'app/(payload)/admin/importMap.js') },
    components: {
      views: {
        catalogueImport: { Component: '/cms/admin/CatalogueImport#CatalogueImportView', path: '/importer-un-catalogue' },
      },
      afterNavLinks: ['/cms/admin/CatalogueImport#CatalogueImportNavLink'],
    },
  },
  i18n: { supportedLanguages: { fr }, fallbackLanguage: 'fr' },
  // every read through /cms/api and /cms/api/graphql: numeric parameters checked, non-editors' depth and page size capped
  collections: [
    Produits,
    Catalogues,
    Categories,
    Marques,
    Expertises,
    Solutions,
    Services,
    CaseStudies,
    Articles,
    Evenements,
    Brochures,
    Jobs,
    Faq,
    Pages,
    Media,
    Clients,
    Societes,
    Preparateurs,
    Favoris,
    ReferencesClients,
    ListesAchat,
    ListesAchatLignes,
    Adresses,
    AccountRequests,
    Editors,
    NewsletterSignups,
    ContactRequests,
    OutboxMails,
    ChatNotifications,
    CaptchaUses,
    SearchEvents,
    SearchSynonyms,
    SearchQueries,
    ErpOrders,
    ErpOrderLines,
    ErpPrices,
    ErpStocks,
    PunchoutBuyers,
    PunchoutSessions,
    PunchoutOrders,
    Payments,
    StripeEvents,
    Approbations,
    Devis,
    GroupesFournisseurs,
  ].map(withPublicReadCaps),
  globals: [Navigation, Accueil, Newsletter, SiteSettings].map(withPublicGlobalReadCaps),
  // one mail path for the shop and Payload's own mails (forgot password): SMTP when configured, else the outbox
  email: emailAdapter(dataDir()),
  // with AXIOM_ORG_ID + AXIOM_TOKEN: the console as before, and each line to Axiom; without them: Payload's default
  logger: payloadLogger(),
  jobs: jobsConfig,
  // several instances run the jobs queue: each job is claimed by one of them only (src/server/jobs/claim.ts); a
  // Postgres restart's closed connections are logged, never uncaught (src/server/ops/outage.ts)
  onInit: (payload) => {
    watchDatabasePool(payload.db)
    return installAtomicJobClaim(payload)
  },
  endpoints: [listingPreparateurs, ...catalogueImportEndpoints],
  // media on S3 when S3_* are set (src/cms/storage.ts), else data/media; same file URLs either way. With SENTRY_DSN,
  // the CMS's 5xx to Sentry (src/cms/sentry.ts)
  plugins: [mediaStorage(), cmsSentry()],
  editor: lexicalEditor(),
  secret: cmsSecret(dataDir()),
  db: database(),
  sharp,
  // nobody populates deeper (the shop's server code reads at depth ≤ 2; non-editors are capped there too)
  maxDepth: PUBLIC_MAX_DEPTH,
  // depth and aliases for everyone; for a non-editor, a budget of documents read (aliases × page sizes × populations)
  graphQL: {
    maxComplexity: GRAPHQL_MAX_COMPLEXITY,
    validationRules: (args) =>
      graphqlValidationRules(args, { isEditor: (user) => isEditorUser(user as never), pageSize: publicLimit, depth: publicDepth }),
  },
  typescript: { outputFile: path.join(dirname, 'payload-types.ts') },
  telemetry: false,
}).then(lockSystemCollections)
