/**
 * Property-based fuzzing of the public API: every route of docs/api.md's table (the pages-router handlers in
 * src/pages/api, the embedded search endpoint with the search key and the write key, GET /cms/api/listing-preparateurs)
 * gets generated requests (methods, query strings, JSON and raw bodies of every type, odd content types, origins,
 * cookies) and must never answer 5xx. The CMS API (REST /cms/api and /cms/api/graphql, through their route files, as
 * a visitor, a buyer, an editor who only reads and uploads, a forged session) gets 2,100 more: filters, page sizes,
 * multipart bodies, GraphQL aliases, fragments and cycles; a 500 inside a GraphQL 200 counts as a 5xx.
 *
 * The handlers run as in production: a real HTTP server hands each request to Next's own API resolver (its body
 * parser, query parsing, `res` helpers), on a fresh SQLite database with the local ERP. Each request comes from its
 * own loopback address (127.x.y.z), so the per-address rate limits answer 429 only as often as a real crowd would
 * make them. The count of answers by route and status is printed; the seed too (FUZZ_SEED=… to replay a run).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import fc from 'fast-check'
import type { NextApiHandler } from 'next'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { login, rest, startTestPayload, type TestPayload } from '../helpers/payload'
import { createErpFixtures, type ErpFixtures } from './erp-fixtures'

const SHOP = 'http://localhost:3000'
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000)
/** FUZZ_SCALE=5 sends five times as many requests (a longer hunt than CI's). */
const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1))

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS'
type Module = { default: NextApiHandler; config?: unknown }

type Route = {
  /** The page path as Next names it: `/api/cart/[orderId]`, `/api/search/[...path]`. */
  page: string
  load: () => Promise<Module>
  /** Methods the route answers (others are tried now and then: they must get 405, not 5xx). */
  methods: Method[]
  /** Field names the handler reads (body and query), mixed with random ones. */
  keys: string[]
  /** Sends the search key (x-algolia-api-key) most of the time. */
  searchKey?: boolean
  /** A body the shop's pages would send (then mutated): gets past the first checks to the code behind them. */
  valid?: fc.Arbitrary<Record<string, unknown>>
  /** Values for the dynamic segments. */
  params?: Record<string, fc.Arbitrary<string>>
  runs: number
}

/* ------------------------------------------------------------------ */
/* Generated values                                                    */
/* ------------------------------------------------------------------ */

const odd = fc.constantFrom<unknown>(
  0,
  -1,
  1,
  0.001,
  0.005,
  1e-9,
  1.5,
  2 ** 31,
  2 ** 53 + 1,
  1e21,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  '0',
  '-1',
  '1e999',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '1,2,3',
  '١٢٣',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '%00',
  '\u0000',
  '\uFFFF',
  '😀'.repeat(300),
  'a'.repeat(10_000),
  'x@y',
  'a@b.fr',
  'http://127.0.0.1:1/',
  'javascript:alert(1)',
  true,
  false,
  null,
  [],
  {},
  [null],
  [[]],
  JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
  { $where: '1' },
  { equals: 1 },
)
const scalar = fc.oneof(
  odd,
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
)
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
)
const keyOf = (keys: string[]) =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) })
const objectOf = (keys: string[]) => fc.dictionary(keyOf(keys), value, { maxKeys: 6 })

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string }
const rawText = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '{"a":',
    '{',
    '[',
    'null',
    '"x"',
    '5',
    '{"__proto__":{"x":1}}',
    'a=1&b=2',
    '<?xml version="1.0"?><cXML/>',
    '\u0000\u0001',
    '{'.repeat(10_000),
    '['.repeat(5_000) + ']'.repeat(5_000),
  ),
)
/** A valid body with one field replaced by a hostile value, or removed, now and then. */
const mutated = (valid: fc.Arbitrary<Record<string, unknown>>, keys: string[]) =>
  fc.tuple(valid, fc.option(fc.tuple(keyOf(keys), fc.option(value, { freq: 4 })), { freq: 2 })).map(([body, change]) => {
    if (!change) return body
    const [key, v] = change
    const out = { ...body }
    if (v === null) delete out[key]
    else out[key] = v
    return out
  })

const bodyOf = (keys: string[], valid?: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: valid ? 6 : 0, arbitrary: mutated(valid ?? fc.constant({}), keys).map<Body>((v) => ({ kind: 'json', value: v })) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    { weight: 5, arbitrary: objectOf(keys).map<Body>((v) => ({ kind: 'json', value: v })) },
    { weight: 2, arbitrary: value.map<Body>((v) => ({ kind: 'json', value: v })) },
    { weight: 2, arbitrary: rawText.map<Body>((text) => ({ kind: 'raw', text })) },
  )

const queryValue = fc.oneof(
  scalar.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
  fc.constant(''),
)
const queryOf = (keys: string[]) =>
  fc
    .array(fc.tuple(keyOf(keys), queryValue), { maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'))

const segment = fc.oneof(
  fc.constantFrom('1', '-1', '0', '999999', '1.5', 'abc', '1e3', '%2F', '%00', '..', 'null', '-', '9'.repeat(40)),
  fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
  fc.integer().map(String),
)

type Who = 'visitor' | 'buyer' | 'forged'
const contentTypes = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/xml',
  'application/octet-stream',
  'application/json; charset=latin1',
  'garbage',
)
const headersArb = fc.record({
  who: fc.constantFrom<Who>('visitor', 'buyer', 'buyer', 'forged'),
  origin: fc.constantFrom<string | null>(SHOP, SHOP, SHOP, null, 'https://evil.example', 'null'),
  contentType: fc.option(contentTypes, { nil: null, freq: 5 }),
  extra: fc.dictionary(
    fc.constantFrom(
      'accept',
      'x-forwarded-for',
      'x-forwarded-host',
      'x-forwarded-proto',
      'sec-fetch-site',
      'referer',
      'content-encoding',
      'accept-language',
      'x-algolia-api-key',
    ),
    fc.oneof(
      fc.constantFrom('same-origin', 'gzip', '*/*', 'fr', 'evil.example', '1.2.3.4, 5.6.7.8', 'https', 'x'.repeat(2000)),
      fc.string({ maxLength: 30 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
    ),
    { maxKeys: 3 },
  ),
})

/* ------------------------------------------------------------------ */
/* The routes                                                          */
/* ------------------------------------------------------------------ */

const id = fc.oneof(fc.constantFrom('1', '2', '3', '-1'), segment)
/** The fixtures' products (createErpFixtures: ids 1 to 6) and one that does not exist. */
const productId = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 7 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>('1', 987654321, 1.5, -1, 0) },
)
const quantity = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(0.001, 0.01, 1e9, 1e308, -1, '3') },
)
const email = fc.oneof(fc.constantFrom('a.fuzz@erp.test', 'b.fuzz@erp.test', 'c.fuzz@erp.test', 'nobody@erp.test'), fc.emailAddress())
const address = fc.record({
  name: fc.constant('Atelier'),
  street: fc.constant('1 rue des Forges'),
  postal_code: fc.constantFrom('69007', '1000', 'x'),
  city: fc.constant('Lyon'),
  country: fc.constantFrom('FR', 'BE', 'US', 'fr'),
})
const words = fc.string({ minLength: 1, maxLength: 60 })
const EMAIL = ['email', 'password', 'confirm', 'token', 'captcha', 'consent', 'path']
const routes: Route[] = [
  {
    page: '/api/catalogue/products',
    load: () => import('@/pages/api/catalogue/products'),
    methods: ['GET', 'HEAD'],
    keys: ['catalogue', 'categorie', 'marque', 'tri', 'page', 'limite', 'q'],
    runs: 100,
  },
  {
    page: '/api/account-requests',
    valid: fc.record({
      email,
      firstname: words,
      lastname: words,
      company: words,
      siret: fc.constantFrom('73282932000074', '123'),
      phone: fc.constant('0601020304'),
      consent: fc.constant(true),
      captcha: words,
    }),
    load: () => import('@/pages/api/account-requests'),
    methods: ['POST'],
    keys: [
      ...EMAIL,
      'firstname',
      'lastname',
      'company',
      'raison_sociale',
      'siret',
      'vat',
      'phone',
      'address',
      'postal_code',
      'city',
      'country',
      'message',
    ],
    runs: 80,
  },
  {
    page: '/api/newsletter',
    valid: fc.record({ email, consent: fc.constant(true), path: fc.constantFrom('/', '/contact', 'https://evil.example/') }),
    load: () => import('@/pages/api/newsletter'),
    methods: ['POST'],
    keys: EMAIL,
    runs: 80,
  },
  {
    page: '/api/contact',
    valid: fc.record({
      subject: words,
      message: words,
      name: words,
      email,
      consent: fc.constant(true),
      captcha: words,
      path: fc.constant('/contact'),
    }),
    load: () => import('@/pages/api/contact'),
    methods: ['POST'],
    keys: [...EMAIL, 'subject', 'message', 'name', 'company', 'phone'],
    runs: 80,
  },
  { page: '/api/jobs/run', load: () => import('@/pages/api/jobs/run'), methods: ['POST'], keys: ['job', 'queue', 'limit'], runs: 40 },
  { page: '/api/captcha/challenge', load: () => import('@/pages/api/captcha/challenge'), methods: ['GET'], keys: ['x'], runs: 40 },
  {
    page: '/api/auth/login',
    valid: fc.record({ email, password: fc.oneof(fc.constant('Erp-test-2026'), words) }),
    load: () => import('@/pages/api/auth/login'),
    methods: ['POST'],
    keys: EMAIL,
    runs: 80,
  },
  {
    page: '/api/auth/forgot-password',
    valid: fc.record({ email }),
    load: () => import('@/pages/api/auth/forgot-password'),
    methods: ['POST'],
    keys: EMAIL,
    runs: 80,
  },
  {
    page: '/api/auth/reset-password',
    valid: fc.record({ token: words, password: fc.constant('Nouveau-mot-2026'), confirm: fc.constantFrom('Nouveau-mot-2026', 'autre') }),
    load: () => import('@/pages/api/auth/reset-password'),
    methods: ['POST'],
    keys: EMAIL,
    runs: 80,
  },
  {
    page: '/api/cart',
    valid: fc.record({ product_id: productId, product_quantity: quantity }),
    load: () => import('@/pages/api/cart/index'),
    methods: ['POST'],
    keys: ['product_id', 'product_quantity', 'id', 'quantity'],
    runs: 100,
  },
  {
    page: '/api/cart/[orderId]',
    valid: fc.record({ id: productId, quantity }),
    load: () => import('@/pages/api/cart/[orderId]'),
    methods: ['POST'],
    keys: ['id', 'quantity', 'product_id', 'product_quantity'],
    params: { orderId: id },
    runs: 100,
  },
  {
    page: '/api/cart/lines',
    valid: fc.record({ lines: fc.array(fc.record({ productId, quantity }), { minLength: 1, maxLength: 5 }) }),
    load: () => import('@/pages/api/cart/lines'),
    methods: ['POST'],
    keys: ['lines', 'productId', 'quantity'],
    runs: 100,
  },
  { page: '/api/cart/empty', load: () => import('@/pages/api/cart/empty'), methods: ['GET'], keys: ['x'], runs: 40 },
  {
    page: '/api/orders',
    valid: fc.record({ delivery_address: address, po_reference: fc.oneof(fc.constant('PO-1'), words) }),
    load: () => import('@/pages/api/orders/index'),
    methods: ['GET', 'POST'],
    keys: ['delivery_address', 'po_reference', 'name', 'street', 'postal_code', 'city', 'country'],
    runs: 100,
  },
  { page: '/api/orders/[id]', load: () => import('@/pages/api/orders/[id]'), methods: ['GET'], keys: ['id'], params: { id }, runs: 60 },
  {
    page: '/api/orders/order_epo',
    valid: fc.record({ orderId: fc.constantFrom<unknown>(-1, '-1', 1, 'abc'), email }),
    load: () => import('@/pages/api/orders/order_epo'),
    methods: ['POST'],
    keys: ['orderId', 'email'],
    runs: 60,
  },
  { page: '/api/products/[id]', load: () => import('@/pages/api/products/[id]'), methods: ['GET'], keys: ['id'], params: { id }, runs: 60 },
  { page: '/api/prices', load: () => import('@/pages/api/prices'), methods: ['GET'], keys: ['ids'], runs: 80 },
  { page: '/api/products', load: () => import('@/pages/api/products/index'), methods: ['GET'], keys: ['ids'], runs: 80 },
  {
    page: '/api/favorites',
    valid: fc.record({ product_id: productId }),
    load: () => import('@/pages/api/favorites/index'),
    methods: ['GET', 'POST'],
    keys: ['product_id'],
    runs: 80,
  },
  {
    page: '/api/favorites/[productId]',
    load: () => import('@/pages/api/favorites/[productId]'),
    methods: ['DELETE'],
    keys: ['productId'],
    params: { productId: id },
    runs: 60,
  },
  {
    page: '/api/addresses',
    valid: fc
      .tuple(address, fc.option(fc.constantFrom<unknown>(true, false, 'oui'), { nil: undefined }))
      .map(([a, is_default]) => ({ ...a, is_default })),
    load: () => import('@/pages/api/addresses/index'),
    methods: ['GET', 'POST'],
    keys: ['name', 'street', 'postal_code', 'city', 'country', 'is_default'],
    runs: 80,
  },
  {
    page: '/api/addresses/[id]',
    valid: address,
    load: () => import('@/pages/api/addresses/[id]/index'),
    methods: ['PATCH', 'DELETE'],
    keys: ['id', 'name', 'street', 'postal_code', 'city', 'country', 'is_default'],
    params: { id },
    runs: 60,
  },
  { page: '/api/frequent-purchases', load: () => import('@/pages/api/frequent-purchases'), methods: ['GET'], keys: ['limit'], runs: 40 },
  {
    page: '/api/documents',
    load: () => import('@/pages/api/documents/index'),
    methods: ['GET'],
    keys: ['du', 'au', 'numero', 'reference', 'page'],
    runs: 60,
  },
  {
    page: '/api/documents/[orderId]/[kind]',
    load: () => import('@/pages/api/documents/[orderId]/[kind]'),
    methods: ['GET'],
    keys: ['x'],
    params: { orderId: id, kind: fc.oneof(fc.constantFrom('facture', 'bon-de-livraison'), segment) },
    runs: 60,
  },
  {
    page: '/api/invoices/[number]/[format]',
    load: () => import('@/pages/api/invoices/[number]/[format]'),
    methods: ['GET'],
    keys: ['x'],
    params: { number: id, format: fc.oneof(fc.constantFrom('factur-x', 'ubl'), segment) },
    runs: 40,
  },
  {
    page: '/api/preparers',
    valid: fc.record({ email }),
    load: () => import('@/pages/api/preparers/index'),
    methods: ['POST'],
    keys: ['email'],
    runs: 60,
  },
  {
    page: '/api/preparers/[id]',
    load: () => import('@/pages/api/preparers/[id]/index'),
    methods: ['DELETE'],
    keys: ['id'],
    params: { id },
    runs: 60,
  },
  {
    page: '/api/preparers/[id]/takeover',
    load: () => import('@/pages/api/preparers/[id]/takeover'),
    methods: ['POST'],
    keys: ['id'],
    params: { id },
    runs: 60,
  },
  { page: '/api/spending', load: () => import('@/pages/api/spending'), methods: ['GET'], keys: ['x'], runs: 40 },
  { page: '/api/company-orders', load: () => import('@/pages/api/company-orders'), methods: ['GET'], keys: ['x'], runs: 40 },
  { page: '/api/approvals', load: () => import('@/pages/api/approvals/index'), methods: ['GET'], keys: ['x'], runs: 40 },
  {
    page: '/api/approvals/[id]',
    valid: fc.record({
      decision: fc.constantFrom<unknown>('approve', 'refuse', 'maybe'),
      comment: fc.option(fc.string(), { nil: undefined }),
    }),
    load: () => import('@/pages/api/approvals/[id]/index'),
    methods: ['POST'],
    keys: ['id', 'decision', 'comment'],
    params: { id },
    runs: 60,
  },
  {
    page: '/api/approvals/[id]/cart',
    load: () => import('@/pages/api/approvals/[id]/cart'),
    methods: ['POST'],
    keys: ['id'],
    params: { id },
    runs: 40,
  },
  {
    page: '/api/quotes',
    valid: fc.record({ message: fc.option(words, { nil: undefined }) }),
    load: () => import('@/pages/api/quotes/index'),
    methods: ['GET', 'POST'],
    keys: ['message'],
    runs: 60,
  },
  {
    page: '/api/quotes/[id]',
    load: () => import('@/pages/api/quotes/[id]/index'),
    methods: ['GET'],
    keys: ['id'],
    params: { id },
    runs: 40,
  },
  {
    page: '/api/quotes/[id]/accept',
    load: () => import('@/pages/api/quotes/[id]/accept'),
    methods: ['POST'],
    keys: ['id'],
    params: { id },
    runs: 40,
  },
  {
    page: '/api/quotes/[id]/decline',
    load: () => import('@/pages/api/quotes/[id]/decline'),
    methods: ['POST'],
    keys: ['id'],
    params: { id },
    runs: 40,
  },
  {
    page: '/api/lists',
    valid: fc.record({ name: words }),
    load: () => import('@/pages/api/lists/index'),
    methods: ['GET', 'POST'],
    keys: ['name'],
    runs: 60,
  },
  {
    page: '/api/lists/[id]',
    valid: fc.record({ name: words }),
    load: () => import('@/pages/api/lists/[id]/index'),
    methods: ['GET', 'PATCH', 'DELETE'],
    keys: ['id', 'name'],
    params: { id },
    runs: 60,
  },
  {
    page: '/api/lists/[id]/lines',
    valid: fc.record({ product_id: productId, quantity: fc.option(quantity, { nil: undefined }) }),
    load: () => import('@/pages/api/lists/[id]/lines/index'),
    methods: ['POST'],
    keys: ['id', 'product_id', 'quantity'],
    params: { id },
    runs: 60,
  },
  {
    page: '/api/lists/[id]/lines/[productId]',
    valid: fc.record({ quantity }),
    load: () => import('@/pages/api/lists/[id]/lines/[productId]'),
    methods: ['PATCH', 'DELETE'],
    keys: ['id', 'productId', 'quantity'],
    params: { id, productId: id },
    runs: 60,
  },
  {
    page: '/api/insights/1/events',
    valid: fc.record({
      events: fc.array(
        fc.record(
          {
            eventType: fc.constantFrom('click', 'view', 'conversion', 'instantsearch'),
            eventName: fc.constantFrom('Hit Clicked', 'Hits Viewed'),
            index: fc.constantFrom('all-fr', 'all-xx'),
            userToken: fc.constantFrom('user-1', ''),
            objectIDs: fc.constantFrom(['product-1'], [], Array(30).fill('p')),
            queryID: fc.constantFrom('a'.repeat(32), 'x'),
            positions: fc.constantFrom([1], [0], [-1]),
            timestamp: fc.constantFrom(Date.now(), 0, 1e20),
          },
          { requiredKeys: ['eventType', 'eventName', 'index', 'userToken'] },
        ),
        { maxLength: 3 },
      ),
    }),
    load: () => import('@/pages/api/insights/1/events'),
    methods: ['POST'],
    searchKey: true,
    keys: [
      'events',
      'eventType',
      'eventName',
      'index',
      'userToken',
      'objectIDs',
      'queryID',
      'positions',
      'timestamp',
      'x-algolia-api-key',
      'x-algolia-application-id',
    ],
    runs: 80,
  },
  {
    page: '/api/search-log',
    valid: fc.record(
      {
        query: fc.constantFrom<unknown>('pompe', 'Clé 1/2"', '', ' ', 'a'.repeat(600), 3),
        nbHits: fc.constantFrom<unknown>(0, 3, -1, 1.5, '3', 1e20),
        filters: fc.constantFrom<unknown>([], ['marque:SKF'], ['x'], Array(30).fill('a:b'), 'marque:SKF'),
        index: fc.constantFrom('all-fr', 'all-fr_label_desc', '../x'),
        queryID: fc.constantFrom('a'.repeat(32), 'x-y'),
        source: fc.constantFrom('results', 'dropdown', 'x'),
      },
      { requiredKeys: ['query', 'nbHits', 'index', 'source'] },
    ),
    load: () => import('@/pages/api/search-log/index'),
    methods: ['POST'],
    keys: ['query', 'nbHits', 'filters', 'index', 'queryID', 'source', 'buyer'],
    runs: 80,
  },
  { page: '/api/search-log/stats', load: () => import('@/pages/api/search-log/stats'), methods: ['GET'], keys: ['days'], runs: 40 },
  // without AXIOM_* (as here) both answer 404 to everything; their checks are fuzzed by hand in tests/integration/axiom.test.ts
  {
    page: '/api/axiom/web-vitals',
    load: () => import('@/pages/api/axiom/web-vitals'),
    methods: ['POST'],
    keys: ['id', 'name', 'value', 'startTime', 'label', 'path'],
    runs: 30,
  },
  {
    page: '/api/axiom/logs',
    load: () => import('@/pages/api/axiom/logs'),
    methods: ['POST'],
    keys: ['level', 'message', 'path', 'fields'],
    runs: 30,
  },
  {
    page: '/api/revalidate',
    valid: fc.record({ paths: fc.constantFrom(['/'], ['/catalogues/produit/x'], [], ['//evil.example']) }),
    load: () => import('@/pages/api/revalidate'),
    methods: ['POST'],
    keys: ['paths', 'path'],
    runs: 40,
  },
  { page: '/api/og', load: () => import('@/pages/api/og'), methods: ['GET', 'HEAD'], keys: ['title', 'description', 'sig'], runs: 15 },
  { page: '/api/punchout/cxml', load: () => import('@/pages/api/punchout/cxml'), methods: ['POST'], keys: ['cXML'], runs: 40 },
  { page: '/api/punchout/order', load: () => import('@/pages/api/punchout/order'), methods: ['POST'], keys: ['cXML'], runs: 40 },
  {
    page: '/api/punchout/oci',
    load: () => import('@/pages/api/punchout/oci'),
    methods: ['GET', 'POST'],
    keys: ['USERNAME', 'PASSWORD', 'HOOK_URL', '~TARGET', '~OkCode', '~caller'],
    runs: 60,
  },
  { page: '/api/punchout/session', load: () => import('@/pages/api/punchout/session'), methods: ['GET'], keys: ['x'], runs: 30 },
  { page: '/api/punchout/start', load: () => import('@/pages/api/punchout/start'), methods: ['GET'], keys: ['token'], runs: 40 },
]

/* The search endpoint: Algolia paths with the real keys (and wrong ones), parameters of every type. */
const SEARCH_PARAMS = [
  'query',
  'page',
  'hitsPerPage',
  'offset',
  'length',
  'facets',
  'filters',
  'facetFilters',
  'numericFilters',
  'tagFilters',
  'attributesToRetrieve',
  'attributesToHighlight',
  'attributesToSnippet',
  'highlightPreTag',
  'highlightPostTag',
  'restrictSearchableAttributes',
  'clickAnalytics',
  'maxValuesPerFacet',
  'sortFacetValuesBy',
  'typoTolerance',
  'facetQuery',
  'maxFacetHits',
  'responseFields',
  'params',
  'analyticsTags',
  'requests',
  'indexName',
  'type',
  'facet',
]
const SEARCH_ROUTE: Route = {
  page: '/api/search/[...path]',
  load: () => import('@/pages/api/search/[...path]'),
  methods: [],
  keys: SEARCH_PARAMS,
  runs: 500,
}
const searchIndex = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('all-fr', 'all-fr_label_desc', 'all-fr_reference_asc') },
  { weight: 1, arbitrary: fc.constantFrom('all-xx', '*', '%2F', 'a'.repeat(600)) },
)
const searchPath = fc.oneof(
  { weight: 6, arbitrary: searchIndex.map((i) => `1/indexes/${i}/query`) },
  { weight: 4, arbitrary: fc.constant('1/indexes/*/queries') },
  { weight: 2, arbitrary: searchIndex.map((i) => `1/indexes/${i}`) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(searchIndex, fc.constantFrom('marque', 'catalogue', 'categorie', 'algolia_type', 'titre', 'x'.repeat(70), '__proto__'))
      .map(([i, f]) => `1/indexes/${i}/facets/${f}/query`),
  },
  { weight: 1, arbitrary: fc.tuple(searchIndex, segment).map(([i, t]) => `1/indexes/${i}/task/${t}`) },
  { weight: 1, arbitrary: segment.map((t) => `1/task/${t}`) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(searchIndex, fc.constantFrom('settings', 'browse', 'batch', 'clear', 'product-1', 'objects'))
      .map(([i, c]) => `1/indexes/${i}/${c}`),
  },
  { weight: 1, arbitrary: fc.array(segment, { minLength: 1, maxLength: 6 }).map((s) => s.join('/')) },
)
const filterText = fc.oneof(
  fc.constantFrom(
    'marque:SKF',
    'marque:SKF AND (algolia_type:product OR NOT algolia_type:marque)',
    'stock > 1',
    'stock:1 TO 5',
    '(',
    ')',
    'AND',
    'NOT',
    'a:',
    ':b',
    '"',
    'x > abc',
    '(((('.repeat(50),
    'NOT '.repeat(50) + 'a:b',
  ),
  fc.string({ maxLength: 40 }),
)
/** Parameters the shop's pages send, each sometimes replaced by a hostile value: reaches ranking, facets, highlight. */
const plausibleSearch = fc.record(
  {
    query: fc.oneof(fc.constantFrom('roulement', 'skf 6204', 'Produit', 'clé 1/2"', '', 'a'), fc.string({ maxLength: 30 })),
    hitsPerPage: fc.integer({ min: 0, max: 50 }),
    page: fc.integer({ min: 0, max: 3 }),
    facets: fc.constantFrom(['*'], ['marque', 'catalogue'], ['categorie', 'disponibilite', 'algolia_type'], ['titre']),
    facetFilters: fc.constantFrom([['marque:SKF', 'marque:NSK']], ['algolia_type:product'], [['-marque:SKF']], 'marque:SKF,catalogue:x'),
    filters: filterText,
    numericFilters: fc.constantFrom(['stock>=1'], ['prix:10 TO 20'], 'stock>0'),
    attributesToSnippet: fc.constantFrom(['description:10'], ['titre:-1'], ['titre:99999999'], ['*:20']),
    attributesToHighlight: fc.constantFrom(['*'], ['titre', 'reference'], []),
    attributesToRetrieve: fc.constantFrom(['*'], ['titre'], ['__proto__'], []),
    highlightPreTag: fc.constantFrom('<mark>', '', '<'.repeat(100)),
    clickAnalytics: fc.boolean(),
    maxValuesPerFacet: fc.integer({ min: 0, max: 1000 }),
    typoTolerance: fc.constantFrom(true, false, 'min', 'strict'),
    facetQuery: fc.string({ maxLength: 10 }),
  },
  { requiredKeys: [] },
)
const hostile = fc.tuple(fc.constantFrom(...SEARCH_PARAMS), value)
const searchParams = fc
  .tuple(plausibleSearch, fc.option(hostile, { freq: 3 }))
  .map(([params, bad]) => (bad ? { ...params, [bad[0]]: bad[1] } : params))

const searchParamValue = fc.oneof({ weight: 3, arbitrary: value }, { weight: 1, arbitrary: filterText })
const searchBody = fc.oneof(
  { weight: 3, arbitrary: searchParams.map<Body>((v) => ({ kind: 'json', value: v })) },
  {
    weight: 3,
    arbitrary: fc
      .array(
        fc.tuple(
          searchParams,
          fc.constantFrom('all-fr', 'all-fr_label_desc', 'all-fr_reference_asc'),
          fc.constantFrom(undefined, 'facet', 'default'),
          fc.constantFrom('marque', 'catalogue', 'titre'),
        ),
        { maxLength: 3 },
      )
      .map<Body>((rs) => ({
        kind: 'json',
        value: { requests: rs.map(([p, indexName, type, facet]) => ({ ...p, indexName, type, facet })) },
      })),
  },
  fc.dictionary(fc.constantFrom(...SEARCH_PARAMS), searchParamValue, { maxKeys: 5 }).map<Body>((v) => ({ kind: 'json', value: v })),
  fc
    .array(
      fc.dictionary(fc.constantFrom(...SEARCH_PARAMS), searchParamValue, { maxKeys: 4 }).map((r) => ({ indexName: 'all-fr', ...r })),
      { maxLength: 3 },
    )
    .map<Body>((requests) => ({ kind: 'json', value: { requests } })),
  bodyOf(SEARCH_PARAMS),
)

/* ------------------------------------------------------------------ */
/* The CMS API (REST and GraphQL)                                      */
/* ------------------------------------------------------------------ */

const CMS_REST_RUNS = 1400
const CMS_GRAPHQL_RUNS = 700
type CmsWho = 'visitor' | 'buyer' | 'editor' | 'forged'
const CMS_COLLECTIONS = [
  'produits',
  'produits',
  'categories',
  'catalogues',
  'marques',
  'media',
  'pages',
  'clients',
  'societes',
  'preparateurs',
  'editors',
  'favoris',
  'devis',
  'listes-achat',
  'adresses',
  'payload-preferences',
  'payload-locked-documents',
  'payload-jobs',
  'nope',
]
const cmsTail = fc.oneof(
  { weight: 6, arbitrary: fc.constant('') },
  { weight: 4, arbitrary: segment.map((s) => `/${s}`) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '/verify/abc',
      '/me',
      '/logout',
      '/unlock',
      '/access',
      '/versions',
      '/count',
      '/file/x.png',
      '/file/..%2F..%2Fetc%2Fpasswd',
      '/1/x',
      '/refresh-token',
      '/init',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('/login', '/forgot-password', '/reset-password') },
)
const cmsPath = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(fc.constantFrom(...CMS_COLLECTIONS), cmsTail).map(([c, t]) => `${c}${t}`) },
  { weight: 2, arbitrary: fc.constantFrom('navigation', 'accueil', 'newsletter', 'site-settings', 'x').map((g) => `globals/${g}`) },
  { weight: 1, arbitrary: fc.constantFrom('listing-preparateurs', 'access', 'payload-preferences/nav', '') },
)
const CMS_QUERY_KEYS = [
  'limit',
  'page',
  'depth',
  'sort',
  'draft',
  'locale',
  'fallback-locale',
  'pagination',
  'trash',
  'select[titre]',
  'populate[marques][titre]',
  'joins[references_clients][limit]',
  'where[titre][like]',
  'where[titre][contains]',
  'where[titre][near]',
  'where[titre][within]',
  'where[titre][in]',
  'where[slug][equals]',
  'where[id][in][0]',
  'where[or][0][titre][equals]',
  'where[and][0][or][0][slug][exists]',
  'where[relations.titre][like]',
  'where[prix.base_with_taxes][greater_than]',
  'where[createdAt][greater_than]',
  'where[titre][like][0]',
]
const cmsQueryValue = fc.oneof(
  { weight: 3, arbitrary: queryValue },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '1e21',
      '-1',
      '0',
      '100',
      '24',
      '2',
      '1',
      'true',
      'false',
      '-titre',
      'a',
      '%',
      '_',
      'a'.repeat(200_000),
      '2026-13-45',
    ),
  },
)
const cmsQuery = fc
  .array(fc.tuple(keyOf(CMS_QUERY_KEYS), cmsQueryValue), { maxLength: 5 })
  .map((pairs) =>
    pairs.map(([k, v]) => `${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(v)}`).join('&'),
  )
const CMS_BODY_KEYS = ['titre', 'slug', 'email', 'password', 'alt', 'url', 'filename', 'societe', 'relations', '_status', 'where', 'value']
const multipartGarbage = fc.constantFrom(
  '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"x"}\r\n',
  '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n--x--\r\n',
  '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{not json}\r\n--x--\r\n',
  '',
  'not multipart at all',
)
const cmsRestRequest = fc.record({
  method: fc.constantFrom<'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'>(
    'GET',
    'GET',
    'GET',
    'GET',
    'POST',
    'POST',
    'PATCH',
    'PUT',
    'DELETE',
  ),
  path: cmsPath,
  query: cmsQuery,
  who: fc.constantFrom<CmsWho>('visitor', 'visitor', 'buyer', 'editor', 'forged'),
  body: fc.oneof(
    { weight: 4, arbitrary: objectOf(CMS_BODY_KEYS).map((v) => JSON.stringify(v)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        JSON.stringify({ alt: 'x', url: 'http://127.0.0.1:1/a.png', filename: 'a.png' }),
        JSON.stringify({ alt: 'x', url: 'http://169.254.169.254/latest', filename: 'b.png' }),
        JSON.stringify({ alt: 'x', url: 'file:///etc/passwd', filename: 'c.png' }),
      ),
    },
    { weight: 2, arbitrary: rawText },
    { weight: 2, arbitrary: multipartGarbage },
  ),
  contentType: fc.oneof(
    { weight: 4, arbitrary: fc.constant<string | null>('application/json') },
    { weight: 2, arbitrary: fc.constant<string | null>('multipart/form-data; boundary=x') },
    {
      weight: 1,
      arbitrary: fc.constantFrom<string | null>(null, 'multipart/form-data', 'text/plain', 'application/x-www-form-urlencoded'),
    },
  ),
})

const GQL_ROOTS = ['Produits', 'Categories', 'Marques', 'Pages', 'Media', 'Clients', 'Societes', 'Editors', 'Devis', 'Nope']
const GQL_SELECTIONS = [
  'docs { id titre }',
  'totalDocs hasNextPage',
  'docs { titre relations { titre relations { slug } } }',
  'docs { description marque { titre } categories { titre } galerie { image { url } } }',
  'docs { prix { base_with_taxes } stock { shop_qty } taxes }',
  'docs { id email }',
  '__typename',
  'docs { ...F }',
  'docs { description(depth: 5) }',
]
const gqlArgs = fc
  .array(
    fc.oneof(
      fc.constantFrom('limit: 100', 'limit: -1', 'limit: 0', 'limit: 24', 'limit: 1e21', 'limit: "x"', 'page: 1000000000', 'page: -1'),
      fc.constantFrom('pagination: false', 'sort: "-titre"', 'draft: true', 'limit: $n'),
      cmsQueryValue.map((v) => `where: { titre: { like: ${JSON.stringify(v)} } }`),
      fc.constantFrom('where: { titre: { near: "1" } }', 'where: { OR: [{ slug: { equals: "x" } }] }', 'where: { id: { in: [1, 2] } }'),
    ),
    { maxLength: 3 },
  )
  .map((args) => (args.length ? `(${args.join(', ')})` : ''))
const gqlOperation = fc
  .tuple(fc.constantFrom(...GQL_ROOTS), gqlArgs, fc.integer({ min: 0, max: 12 }), fc.constantFrom(...GQL_SELECTIONS))
  .map(([root, args, aliases, selection]) => {
    const field = `${root}${args} { ${selection} }`
    return aliases === 0 ? field : Array.from({ length: aliases }, (_, i) => `a${i}: ${field}`).join('\n')
  })
const gqlFragment = fc.constantFrom(
  '',
  'fragment F on Produit { titre relations { titre } }',
  'fragment F on Produit { ...G } fragment G on Produit { ...F }',
  'fragment F on Produit { ...F }',
  'fragment F on Nope { x }',
)
const gqlDocument = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.array(gqlOperation, { minLength: 1, maxLength: 3 }), gqlFragment)
      .map(([ops, fragment]) => `query ($n: Int) { ${ops.join('\n')} } ${fragment}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'query { Navigation { nos_catalogues { catalogue_level_1 { catalogue { titre } } } } }',
      'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }',
      'mutation { loginClient(email: "a.fuzz@erp.test", password: "faux") { token } }',
      'mutation { createProduit(data: { titre: "x" }) { id } }',
      '{ __schema { types { name } } }',
      'query { Produits { docs { titre ',
      'subscription { x }',
      '{'.repeat(5_000),
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 80 }) },
)
const cmsGraphqlBody = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(gqlDocument, fc.option(fc.dictionary(fc.constantFrom('n', 'slug', 'x'), value, { maxKeys: 2 }), { nil: undefined }))
      .map(([query, variables]) => JSON.stringify({ query, variables })),
  },
  { weight: 1, arbitrary: objectOf(['query', 'variables', 'operationName']).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: rawText },
)

/* ------------------------------------------------------------------ */
/* A Next-like server                                                  */
/* ------------------------------------------------------------------ */

type Compiled = { route: Route; pattern: RegExp; names: { name: string; catchAll: boolean }[]; module: Module }

function compile(route: Route, module: Module): Compiled {
  const names: Compiled['names'] = []
  const source = route.page
    .split('/')
    .map((part) => {
      const m = /^\[(\.\.\.)?(\w+)\]$/.exec(part)
      if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push({ name: m[2] as string, catchAll: Boolean(m[1]) })
      return m[1] ? '(.+)' : '([^/]+)'
    })
    .join('/')
  return { route, pattern: new RegExp(`^${source}$`), names, module }
}

/** `req.query` as Next builds it: the search parameters (repeated ones as arrays), then the route's parameters. */
function nextQuery(url: URL, match: RegExpExecArray, compiled: Compiled): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  for (const [k, v] of url.searchParams) {
    const prev = query[k]
    query[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v]
  }
  compiled.names.forEach(({ name, catchAll }, i) => {
    const raw = match[i + 1] as string
    query[name] = catchAll ? raw.split('/').map(decodeURIComponent) : decodeURIComponent(raw)
  })
  return query
}

async function startServer(table: Compiled[]): Promise<{ server: http.Server; port: number }> {
  const { apiResolver } = (await import('next/dist/server/api-utils/node/api-resolver.js')) as unknown as {
    apiResolver: (...args: unknown[]) => Promise<void>
  }
  // static pages first, as Next matches them before dynamic ones
  const ordered = [...table].sort((a, b) => a.names.length - b.names.length)
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost:3000')
      for (const compiled of ordered) {
        const match = compiled.pattern.exec(url.pathname)
        if (!match) continue
        let query: Record<string, string | string[]>
        try {
          query = nextQuery(url, match, compiled)
        } catch {
          res.statusCode = 400 // Next answers a malformed path encoding itself
          return res.end('Bad Request')
        }
        const context = { previewModeId: 'fuzz', previewModeEncryptionKey: 'fuzz', previewModeSigningKey: 'fuzz' }
        return apiResolver(req, res, query, compiled.module, context, false, false, compiled.route.page)
      }
      res.statusCode = 404
      res.end()
    })().catch((error: unknown) => {
      console.error('[fuzz server]', error)
      res.statusCode = 599
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

/* ------------------------------------------------------------------ */
/* Requests                                                            */
/* ------------------------------------------------------------------ */

type Sent = { method: Method; path: string; headers: Record<string, string>; body?: string }

let env: TestPayload
let fx: ErpFixtures
let server: http.Server
let port: number
let buyerCookie = ''
let searchKey = ''
let writeKey = ''
const counts = new Map<string, Map<number, number>>()
const failures: { route: string; status: number; request: Sent; answer: string }[] = []
let sent = 0
/** Requests to /cms/api and /cms/api/graphql (the CMS's own share of the run). */
let cmsSent = 0

/** A random loopback address: each request is its own client for the per-address rate limits. */
const loopback = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`

function send(request: Sent): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        headers: request.headers,
        localAddress: loopback(),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8').slice(0, 300) }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(request.body)
  })
}

type HeaderChoice = typeof headersArb extends fc.Arbitrary<infer H> ? H : never

function build(method: Method, path: string, query: string, body: Body, h: HeaderChoice): Sent {
  const headers: Record<string, string> = { host: 'localhost:3000', ...h.extra }
  if (h.origin) headers.origin = h.origin
  if (h.who === 'buyer') headers.cookie = buyerCookie
  if (h.who === 'forged') headers.cookie = 'payload-token=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.forged; punchout=x'
  let text: string | undefined
  if (body.kind === 'json') {
    text = JSON.stringify(body.value) ?? 'null'
    headers['content-type'] = h.contentType ?? 'application/json'
  } else if (body.kind === 'raw') {
    text = body.text
    if (h.contentType) headers['content-type'] = h.contentType
  }
  if (method === 'GET' || method === 'HEAD') text = undefined
  if (text === undefined) delete headers['content-encoding'] // a GET with no body and a gzip encoding says nothing
  return { method, path: query ? `${path}?${query}` : path, headers, body: text }
}

/**
 * 5xx answers that belong to another part of the code base (fixed by its owner): the exact case is skipped with
 * the reason, so this test stays green meanwhile. Remove an entry once its fix is merged.
 */
const KNOWN_5XX: { route: string; when: (s: Sent) => boolean; todo: string }[] = []

async function fire(route: string, request: Sent): Promise<void> {
  if (KNOWN_5XX.some((k) => k.route === route && k.when(request))) return
  const { status, text } = await send(request)
  sent++
  const byStatus = counts.get(route) ?? new Map<number, number>()
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
  counts.set(route, byStatus)
  if (process.env.FUZZ_DEBUG && Math.random() < 0.05)
    console.info('[fuzz]', route, status, request.method, request.path.slice(0, 120), text.slice(0, 160))
  if (status >= 500) failures.push({ route, status, request: { ...request, body: request.body?.slice(0, 300) }, answer: text })
}

const ALL_METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
const methodOf = (accepted: Method[]) =>
  fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...accepted) }, { weight: 1, arbitrary: fc.constantFrom(...ALL_METHODS) })

function pathOf(route: Route): fc.Arbitrary<string> {
  const names = Object.keys(route.params ?? {})
  if (names.length === 0) return fc.constant(route.page)
  return fc
    .record(route.params as Record<string, fc.Arbitrary<string>>)
    .map((values) => route.page.replace(/\[(\w+)\]/g, (_, name: string) => values[name] ?? 'x'))
}

/* ------------------------------------------------------------------ */
/* The test                                                            */
/* ------------------------------------------------------------------ */

beforeAll(async () => {
  env = await startTestPayload()
  fx = await createErpFixtures(env.payload, 'fuzz')
  buyerCookie = await login('clients', 'a.fuzz@erp.test', 'Erp-test-2026')
  const { localSearchKeys } = await import('@/server/search/keys')
  ;({ searchKey, writeKey } = localSearchKeys(env.payload.secret))
  const table = await Promise.all([...routes, SEARCH_ROUTE].map(async (route) => compile(route, await route.load())))
  ;({ server, port } = await startServer(table))
  console.info(`[fuzz] seed ${SEED} (FUZZ_SEED=${SEED} replays this run); buyer products ${Object.values(fx.products).join(', ')}`)
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await env?.cleanup()
})

describe('fuzzing the public API: no generated request gets a 5xx', () => {
  for (const route of routes) {
    it(
      `${route.page} (${route.runs} requests)`,
      async () => {
        await fc.assert(
          fc.asyncProperty(
            methodOf(route.methods),
            pathOf(route),
            queryOf(route.keys),
            bodyOf(route.keys, route.valid),
            headersArb,
            fc.nat(9),
            async (method, path, query, body, h, dice) => {
              const request = build(method, path, query, body, h)
              if (route.searchKey && dice < 8)
                Object.assign(request.headers, { 'x-algolia-api-key': searchKey, 'x-algolia-application-id': 'LOCAL' })
              await fire(route.page, request)
            },
          ),
          { numRuns: route.runs * SCALE, seed: SEED, endOnFailure: true },
        )
      },
      120_000 * SCALE,
    )
  }

  it(
    '/api/search/[...path]: the embedded Algolia endpoint (500 requests)',
    async () => {
      const keyHeader = fc.oneof(
        { weight: 8, arbitrary: fc.constant<string | null>('search') },
        { weight: 1, arbitrary: fc.constantFrom<string | null>(null, 'wrong') },
      )
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom<Method>('GET', 'POST', 'POST', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'OPTIONS'),
          searchPath,
          queryOf(SEARCH_PARAMS),
          searchBody,
          headersArb,
          keyHeader,
          async (method, path, query, body, h, key) => {
            const request = build(method, `/api/search/${path}`, query, body, h)
            if (key === 'search') request.headers['x-algolia-api-key'] = searchKey
            else if (key === 'wrong') request.headers['x-algolia-api-key'] = 'not-the-key'
            await fire('/api/search/[...path]', request)
          },
        ),
        { numRuns: SEARCH_ROUTE.runs * SCALE, seed: SEED, endOnFailure: true },
      )
    },
    180_000 * SCALE,
  )

  it(
    '/api/search/[...path] with the write key (150 requests, on their own indexes)',
    async () => {
      const index = fc.constantFrom('fuzz-w', 'fuzz-w2', 'fuzz-w_replica')
      const writePath = fc.oneof(
        fc
          .tuple(index, fc.constantFrom('batch', 'clear', 'settings', 'operation', 'browse', 'query', 'rec-1', 'rec-1/partial'))
          .map(([i, c]) => `1/indexes/${i}/${c}`),
        index.map((i) => `1/indexes/${i}`),
        fc.constantFrom('1/indexes/*/batch', '1/indexes/*/objects', '1/indexes'),
      )
      const record = fc.dictionary(
        fc.oneof(fc.constantFrom('objectID', 'titre', 'marque', '_tags', 'stock'), fc.string({ maxLength: 8 })),
        value,
        { maxKeys: 5 },
      )
      const settings = fc.record(
        {
          searchableAttributes: fc.constantFrom<unknown>(['titre', 'unordered(marque)'], ['unordered()'], [','], null, ['a'.repeat(300)]),
          attributesForFaceting: fc.constantFrom<unknown>(['searchable(marque)', 'filterOnly(stock)', '_tags'], ['searchable()'], ['']),
          customRanking: fc.constantFrom<unknown>(['asc(stock)'], ['desc(titre)'], ['asc()'], ['x']),
          replicas: fc.constantFrom<unknown>(['virtual(fuzz-w_replica)'], ['fuzz-w'], ['fuzz-w2'], []),
          hitsPerPage: fc.constantFrom<unknown>(0, 1000, -1, 'x'),
        },
        { requiredKeys: [] },
      )
      const writeBody = fc.oneof(
        fc
          .array(
            fc.record({
              action: fc.constantFrom(
                'addObject',
                'updateObject',
                'partialUpdateObject',
                'partialUpdateObjectNoCreate',
                'deleteObject',
                'clear',
                'delete',
                'x',
              ),
              body: record,
              indexName: index,
            }),
            { maxLength: 4 },
          )
          .map<Body>((requests) => ({ kind: 'json', value: { requests } })),
        settings.map<Body>((v) => ({ kind: 'json', value: v })),
        fc
          .record({
            operation: fc.constantFrom('copy', 'move', 'x'),
            destination: index,
            scope: fc.constantFrom<unknown>(undefined, ['settings'], ['x']),
          })
          .map<Body>((v) => ({ kind: 'json', value: v })),
        record.map<Body>((v) => ({ kind: 'json', value: v })),
        fc
          .record({ stock: fc.record({ _operation: fc.constantFrom('Increment', 'Add', 'Remove', 'x'), value }) })
          .map<Body>((v) => ({ kind: 'json', value: v })),
        bodyOf(['requests', 'cursor', 'objectID']),
      )
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom<Method>('GET', 'POST', 'POST', 'PUT', 'DELETE'),
          writePath,
          writeBody,
          headersArb,
          async (method, path, body, h) => {
            const request = build(method, `/api/search/${path}`, '', body, h)
            request.headers['x-algolia-api-key'] = writeKey
            await fire('/api/search/[...path] (write key)', request)
          },
        ),
        { numRuns: 150 * SCALE, seed: SEED, endOnFailure: true },
      )
    },
    120_000 * SCALE,
  )

  it(
    'GET /cms/api/listing-preparateurs (100 requests)',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          queryOf(['where', 'depth', 'limit', 'societe']),
          fc.constantFrom<'visitor' | 'buyer' | 'forged'>('visitor', 'buyer', 'forged'),
          async (query, who) => {
            const cookie = who === 'buyer' ? buyerCookie : who === 'forged' ? 'payload-token=forged' : undefined
            const { status, json } = await rest('GET', `/listing-preparateurs${query ? `?${query}` : ''}`, { cookie })
            sent++
            const byStatus = counts.get('/cms/api/listing-preparateurs') ?? new Map<number, number>()
            byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
            counts.set('/cms/api/listing-preparateurs', byStatus)
            if (status >= 500)
              failures.push({
                route: '/cms/api/listing-preparateurs',
                status,
                request: { method: 'GET', path: query, headers: { cookie: who } },
                answer: JSON.stringify(json),
              })
          },
        ),
        { numRuns: 100 * SCALE, seed: SEED, endOnFailure: true },
      )
    },
    120_000 * SCALE,
  )

  it(
    `/cms/api and /cms/api/graphql through their route files (${CMS_REST_RUNS} + ${CMS_GRAPHQL_RUNS} requests)`,
    async () => {
      const restRoutes = (await import('@/app/(payload)/cms/api/[...slug]/route')) as unknown as Record<
        'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
        (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
      >
      const graphqlRoute = (await import('@/app/(payload)/cms/api/graphql/route')).POST as unknown as (
        request: Request,
      ) => Promise<Response>
      const editor = { email: 'editrice.fuzz@cms.test', password: 'Editrice-fuzz-2026' }
      await env.payload.create({ collection: 'editors', data: { ...editor, name: 'Fuzz' }, overrideAccess: true })
      const editorCookie = await login('editors', editor.email, editor.password)
      const cookieOf = (who: CmsWho) =>
        who === 'buyer'
          ? buyerCookie
          : who === 'editor'
            ? editorCookie
            : who === 'forged'
              ? 'payload-token=eyJhbGciOiJIUzI1NiJ9.e30.forged'
              : ''

      const record = async (route: string, method: string, path: string, response: Response, headers: Headers, body?: string) => {
        const text = (await response.text()).slice(0, 300)
        sent++
        cmsSent++
        const byStatus = counts.get(route) ?? new Map<number, number>()
        byStatus.set(response.status, (byStatus.get(response.status) ?? 0) + 1)
        counts.set(route, byStatus)
        // a 500 inside a 200 (GraphQL) counts too
        const inner = /"statusCode":5\d\d/.test(text) ? 500 : 0
        if (response.status >= 500 || inner)
          failures.push({
            route,
            status: Math.max(response.status, inner),
            request: {
              method: method as Method,
              path: path.slice(0, 300),
              headers: Object.fromEntries(headers),
              body: body?.slice(0, 300),
            },
            answer: text,
          })
      }

      await fc.assert(
        fc.asyncProperty(cmsRestRequest, async ({ method, path, query, body, who, contentType }) => {
          // an editor only reads (and uploads): the other properties of this file keep their fixtures
          const verb = who === 'editor' && method !== 'GET' && !path.startsWith('media') ? 'GET' : method
          const url = new URL(`http://localhost:3000/cms/api/${path}${query ? `?${query}` : ''}`)
          const headers = new Headers({ 'x-shop-peer-address': loopback() })
          const cookie = cookieOf(who)
          if (cookie) headers.set('cookie', cookie)
          if (who === 'editor' || who === 'buyer') headers.set('sec-fetch-site', 'same-origin')
          if (contentType) headers.set('content-type', contentType)
          const text = verb === 'GET' ? undefined : body
          const slug = path
            .split('/')
            .filter(Boolean)
            .map((part) => {
              try {
                return decodeURIComponent(part)
              } catch {
                return part
              }
            })
          const response = await restRoutes[verb](new Request(url, { method: verb, headers, body: text }), {
            params: Promise.resolve({ slug }),
          })
          await record('/cms/api/[...slug]', verb, `${path}?${query}`, response, headers, text)
        }),
        { numRuns: CMS_REST_RUNS * SCALE, seed: SEED, endOnFailure: true },
      )

      await fc.assert(
        fc.asyncProperty(cmsGraphqlBody, fc.constantFrom<CmsWho>('visitor', 'visitor', 'buyer', 'forged'), async (body, who) => {
          const headers = new Headers({ 'x-shop-peer-address': loopback(), 'content-type': 'application/json' })
          const cookie = cookieOf(who)
          if (cookie) headers.set('cookie', cookie)
          if (who === 'buyer') headers.set('sec-fetch-site', 'same-origin')
          const response = await graphqlRoute(new Request('http://localhost:3000/cms/api/graphql', { method: 'POST', headers, body }))
          await record('/cms/api/graphql', 'POST', '/cms/api/graphql', response, headers, body)
        }),
        { numRuns: CMS_GRAPHQL_RUNS * SCALE, seed: SEED, endOnFailure: true },
      )
    },
    240_000 * SCALE,
  )

  it('answered at least 2,000 requests, none with a 5xx (count by status printed)', () => {
    const statuses = [...new Set([...counts.values()].flatMap((m) => [...m.keys()]))].sort((a, b) => a - b)
    const table = Object.fromEntries(
      [...counts.entries()].map(([route, m]) => [route, Object.fromEntries(statuses.map((s) => [String(s), m.get(s) ?? 0]))]),
    )
    console.info(`[fuzz] ${sent} requests, seed ${SEED}`)
    console.table(table)
    for (const f of failures) console.info('[fuzz] 5xx', JSON.stringify(f))
    expect(sent).toBeGreaterThanOrEqual(2000)
    expect(cmsSent).toBeGreaterThanOrEqual(2000)
    expect(failures.map((f) => `${f.status} ${f.request.method} ${f.request.path}`)).toEqual([])
  })
})
