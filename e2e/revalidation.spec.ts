import { createClient } from '@libsql/client'
import { expect, test, type APIRequestContext } from '@playwright/test'

import { DEMO_EDITOR } from '@/cms/seed/accounts'
import { E2E_REVALIDATE_SECRET } from './env'
import { SAME_ORIGIN } from './helpers'

// Payload accepts a session cookie only from its own origin (CSRF): browsers send this header, so do we.

async function editorLogin(request: APIRequestContext) {
  const res = await request.post('/cms/api/editors/login', { data: { email: DEMO_EDITOR.email, password: DEMO_EDITOR.password } })
  expect(res.status()).toBe(200)
}

type Doc = { id: number; slug: string; titre: string }

/** A different displayed product for each project and test, so runs never step on each other. */
async function productAt(request: APIRequestContext, index: number): Promise<Doc> {
  const res = await request.get(`/cms/api/produits?limit=1&page=${index}&depth=0&sort=-dimasys_reference`)
  return (await res.json()).docs[0] as Doc
}

const offset = (projectName: string) => (projectName === 'mobile' ? 10 : 1)

test.describe('always fresh: on-demand revalidation', () => {
  test('an editor renames a product through the CMS: the next request shows the new title, no rebuild', async ({ page, request }, info) => {
    const product = await productAt(request, offset(info.project.name))
    await page.goto(`/catalogues/produit/${product.slug}`) // cached now
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.titre)

    await editorLogin(request)
    const renamed = `${product.titre} (édition ${info.project.name})`
    const patch = await request.patch(`/cms/api/produits/${product.id}`, { data: { titre: renamed }, headers: SAME_ORIGIN })
    expect(patch.status()).toBe(200)

    await page.goto(`/catalogues/produit/${product.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed)
  })

  test('hiding a product (should_be_displayed false) or deleting it makes its page 404', async ({ page, request }, info) => {
    const hidden = await productAt(request, offset(info.project.name) + 1)
    const deleted = await productAt(request, offset(info.project.name) + 2)
    for (const p of [hidden, deleted]) expect((await page.goto(`/catalogues/produit/${p.slug}`))?.status()).toBe(200)

    await editorLogin(request)
    expect(
      (await request.patch(`/cms/api/produits/${hidden.id}`, { data: { should_be_displayed: false }, headers: SAME_ORIGIN })).status(),
    ).toBe(200)
    expect((await request.delete(`/cms/api/produits/${deleted.id}`, { headers: SAME_ORIGIN })).status()).toBe(200)

    for (const p of [hidden, deleted]) {
      const res = await page.goto(`/catalogues/produit/${p.slug}`)
      expect(res?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
    }
  })

  test('POST /api/revalidate: 401 with a wrong secret, fresh page with the right one', async ({ page, request }, info) => {
    const product = await productAt(request, offset(info.project.name) + 3)
    await page.goto(`/catalogues/produit/${product.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.titre)

    // change the database behind the CMS's back: no hook runs, the cached page stays as it was
    const db = createClient({ url: process.env.DATABASE_URL ?? 'file:./data/e2e.db' })
    const changed = `${product.titre} (ERP ${info.project.name})`
    await db.execute({ sql: 'update produits set titre = ? where id = ?', args: [changed, product.id] })
    db.close()
    await page.goto(`/catalogues/produit/${product.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.titre)

    const path = `/catalogues/produit/${product.slug}`
    const wrong = await request.post('/api/revalidate', { data: { paths: [path] }, headers: { 'x-revalidate-secret': 'pas-le-bon' } })
    expect(wrong.status()).toBe(401)
    expect(await wrong.json()).toMatchObject({ code: 'unauthorized' })

    const outside = await request.post('/api/revalidate', {
      data: { paths: ['/admin'] },
      headers: { 'x-revalidate-secret': E2E_REVALIDATE_SECRET },
    })
    expect(outside.status()).toBe(400)

    const right = await request.post('/api/revalidate', {
      data: { paths: [path] },
      headers: { 'x-revalidate-secret': E2E_REVALIDATE_SECRET },
    })
    expect(right.status()).toBe(200)
    expect(await right.json()).toMatchObject({ code: 'success', revalidated: [path] })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed)
  })
})
