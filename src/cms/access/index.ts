import type { Access, FieldAccess, Where } from 'payload'

// Two auth collections: `editors` (admin users) and `clients` (storefront buyers). The JWT names its collection,
// so `req.user.collection` tells them apart.
type MaybeUser = { collection?: string; id?: number | string } | null | undefined

export const isEditorUser = (user: MaybeUser): boolean => user?.collection === 'editors'

export const editorsOnly: Access = ({ req }) => isEditorUser(req.user)
export const editorsOnlyField: FieldAccess = ({ req }) => isEditorUser(req.user)
export const anyone: Access = () => true

/**
 * Fields only editors read through the HTTP APIs (REST, GraphQL, populated relations included). The local API is the
 * shop's own server code: it reads them even with `overrideAccess: false` (which it uses for document-level rules,
 * such as hidden products).
 */
export const editorsOrServerField: FieldAccess = ({ req }) => isEditorUser(req.user) || req.payloadAPI === 'local'

/** The shop's public content (catalogue, brands, expertises, media): anyone reads, editors write. */
export const publicContentCollection = { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly }

/** Back-office records (the local ERP's orders, prices, stock): editors read and write, nobody else, not even a buyer. */
export const editorsOnlyCollection = { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly }

/** Draft-enabled content: editors see everything, everyone else only published documents. */
export const publishedOrEditor: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true
  const where: Where = { _status: { equals: 'published' } }
  return where
}

/** Products: hidden products (`should_be_displayed` false) are invisible outside the admin. */
export const displayedOrEditor: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true
  const where: Where = { should_be_displayed: { equals: true } }
  return where
}

/** Clients read only themselves; editors everything. */
export const selfOrEditor: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true
  if (req.user?.collection === 'clients') {
    const where: Where = { id: { equals: req.user.id } }
    return where
  }
  return false
}

/** The company id of a client session (the relation, populated or not), or null. */
const companyOf = (user: unknown): number | null => {
  const societe = (user as { societe?: number | { id: number } | null } | null)?.societe
  const id = typeof societe === 'object' && societe !== null ? societe.id : societe
  return id ?? null
}

/** Records tied to a company (societes, preparers): a client sees those of their own company. */
export const ownCompanyOrEditor =
  (field: 'id' | 'societe'): Access =>
  ({ req }) => {
    if (isEditorUser(req.user)) return true
    if (req.user?.collection === 'clients') {
      const id = companyOf(req.user)
      if (id === null) return false
      const where: Where = { [field]: { equals: id } }
      return where
    }
    return false
  }

/**
 * Records of a buyer that their company's approvers also see (approval requests): editors everything, an approver
 * their company's, any other client their own.
 */
export const companyIfApproverElseOwn: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true
  if (req.user?.collection !== 'clients') return false
  const user = req.user as { id: number; role?: string | null; societe?: number | { id: number } | null }
  const societe = typeof user.societe === 'object' && user.societe !== null ? user.societe.id : user.societe
  const where: Where = user.role === 'approbateur' && societe != null ? { societe: { equals: societe } } : { client: { equals: user.id } }
  return where
}

/**
 * Records a company's buyers share (quotes, shopping lists): a client reads the rows of their own company, or their own
 * rows (`client`) when their account has no company; editors everything. Another company's row reads as missing (404).
 */
export const companyRowsOrEditor: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true
  if (req.user?.collection !== 'clients') return false
  const societe = companyOf(req.user)
  const where: Where = societe === null ? { client: { equals: req.user.id } } : { societe: { equals: societe } }
  return where
}
