import { describe, expect, it } from 'vitest'

import { demoteH1 } from '@/server/content/richtext'

const heading = (tag: string, text: string) => ({ type: 'heading', tag, children: [{ type: 'text', text }] })

describe('one h1 per page: rich text headings h1 become h2', () => {
  it('demotes h1 at any depth and leaves other nodes alone', () => {
    const input = {
      root: {
        type: 'root',
        children: [heading('h1', 'Titre'), heading('h3', 'Sous-titre'), { type: 'quote', children: [heading('h1', 'Cité')] }],
      },
    }
    const out = demoteH1(input) as typeof input
    expect(out.root.children[0]).toEqual(heading('h2', 'Titre'))
    expect(out.root.children[1]).toEqual(heading('h3', 'Sous-titre'))
    expect(out.root.children[2]).toEqual({ type: 'quote', children: [heading('h2', 'Cité')] })
    // the input is not changed
    expect(input.root.children[0]).toEqual(heading('h1', 'Titre'))
  })

  it('passes non-objects through', () => {
    expect(demoteH1(null)).toBeNull()
    expect(demoteH1('texte')).toBe('texte')
  })
})
