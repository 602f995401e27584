/**
 * Non-editor reads of more than one document through /cms/api run at most CMS_PUBLIC_READS_IN_FLIGHT at once per
 * process (src/server/http/cmsLimits.ts): the others wait their turn, so 30 connections listing products cannot hold
 * the event loop together. A single document is not gated.
 */
import { describe, expect, it } from 'vitest'

import { CMS_PUBLIC_READS_IN_FLIGHT, withCmsRestLimits } from '@/server/http/cmsLimits'

let address = 0
const visitor = (path: string) =>
  new Request(`http://localhost/cms/api/${path}`, { headers: { 'x-shop-peer-address': `203.0.113.${++address}` } })

describe('/cms/api: non-editor list reads through a gate', () => {
  it(`runs at most ${CMS_PUBLIC_READS_IN_FLIGHT} list reads at once; the next one starts when one ends`, async () => {
    const releases: Array<() => void> = []
    let running = 0
    let most = 0
    const handler = withCmsRestLimits(async () => {
      running++
      most = Math.max(most, running)
      await new Promise<void>((resolve) => releases.push(resolve))
      running--
      return Response.json({ docs: [] })
    })
    const answers = Array.from({ length: 5 }, () => handler(visitor('produits?limit=24&depth=1')))
    await expect.poll(() => releases.length).toBe(CMS_PUBLIC_READS_IN_FLIGHT)
    // one document of a collection is not a list: not held behind the lists
    const single = withCmsRestLimits(async () => Response.json({ id: 1 }))
    expect((await single(visitor('produits/1?depth=0'))).status).toBe(200)
    releases[0]!()
    await expect.poll(() => releases.length).toBe(CMS_PUBLIC_READS_IN_FLIGHT + 1)
    expect(running).toBe(CMS_PUBLIC_READS_IN_FLIGHT)
    for (let i = 1; i < 5; i++) {
      await expect.poll(() => releases.length).toBeGreaterThan(i)
      releases[i]!()
    }
    expect((await Promise.all(answers)).map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    expect(most).toBe(CMS_PUBLIC_READS_IN_FLIGHT)
  })
})
