/** A shopping list's name is taken in the company whatever its case, accents, punctuation and spaces. */
import { describe, expect, it } from 'vitest'

import { listNameKey } from '@/lib/lists/api'

describe('list names compared for « already taken »', () => {
  it.each([
    ['Liste atelier', 'liste atelier'],
    ['  LISTE   Atélier ', 'liste atelier'],
    ['Réassort mensuel', 'reassort mensuel'],
    ['Réassort — mensuel !', 'reassort mensuel'],
    ['Projet n°12', 'projet n 12'],
  ])('« %s » reads « %s »', (name, key) => {
    expect(listNameKey(name)).toBe(key)
  })

  it('keeps different names apart', () => {
    expect(listNameKey('Liste atelier 1')).not.toBe(listNameKey('Liste atelier 2'))
  })
})
