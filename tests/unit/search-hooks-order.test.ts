import { describe, expect, it } from 'vitest'

import { withSearchIndex } from '@/cms/hooks/searchIndex'

describe('a collection’s search hooks run before its own (listing pages are rendered from the index)', () => {
  it('the revalidation hooks come after the index update, on change and on delete', () => {
    const ownChange = async () => undefined
    const ownDelete = async () => undefined
    const hooks = withSearchIndex({ afterChange: [ownChange], afterDelete: [ownDelete] }, 'produits')
    expect(hooks.afterChange).toHaveLength(2)
    expect(hooks.afterChange?.[1]).toBe(ownChange)
    expect(hooks.afterDelete).toHaveLength(2)
    expect(hooks.afterDelete?.[1]).toBe(ownDelete)
  })
})
