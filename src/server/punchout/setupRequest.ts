/** The PunchOutSetupRequest as the shop reads it. */
import { attr, child, children, CxmlError, readHeader, readItemOuts, text, type CxmlHeader, type ItemOutLine } from './cxmlParse'

type PunchoutOperation = 'create' | 'edit' | 'inspect'

export type SetupRequest = {
  header: CxmlHeader
  operation: PunchoutOperation
  buyerCookie: string
  browserFormPost: string
  /** UserEmail, FirstName, LastName, UniqueName… as sent. */
  extrinsics: Record<string, string>
  items: ItemOutLine[]
}

const OPERATIONS = new Set<string>(['create', 'edit', 'inspect'])

export function readSetupRequest(root: Record<string, unknown>): SetupRequest {
  const header = readHeader(root)
  const setup = child(child(root, 'Request'), 'PunchOutSetupRequest')
  if (!setup) throw new CxmlError(400, 'Missing Request/PunchOutSetupRequest')
  const operation = attr(setup, 'operation') || 'create'
  if (!OPERATIONS.has(operation)) throw new CxmlError(400, `Unsupported operation`)
  const buyerCookie = text(child(setup, 'BuyerCookie'))
  if (!buyerCookie || buyerCookie.length > 512) throw new CxmlError(400, 'Missing or oversized BuyerCookie')
  const browserFormPost = text(child(child(setup, 'BrowserFormPost'), 'URL'))
  if (!browserFormPost || browserFormPost.length > 2048) throw new CxmlError(400, 'Missing BrowserFormPost URL')
  const extrinsics: Record<string, string> = {}
  for (const e of children(setup, 'Extrinsic')) {
    const name = attr(e, 'name')
    if (name && !(name in extrinsics)) extrinsics[name] = text(e).slice(0, 256)
  }
  return { header, operation: operation as PunchoutOperation, buyerCookie, browserFormPost, extrinsics, items: readItemOuts(setup) }
}
