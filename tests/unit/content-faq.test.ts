import { describe, expect, it } from 'vitest'

import { categoryId, groupFaq, OTHER_QUESTIONS } from '@/features/content/faq'
import type { FaqItem } from '@/lib/content/types'

const q = (id: number, category: string, order: number): FaqItem => ({ id, question: `Q${id}`, answer: null, category, order })

describe('FAQ grouped by category', () => {
  it('keeps categories in the order of their first question and questions by order', () => {
    const groups = groupFaq([q(1, 'Livraison', 4), q(2, 'Commandes', 2), q(3, 'Commandes', 1), q(4, 'Paiement', 5), q(5, 'Livraison', 3)])
    expect(groups.map((g) => g.category)).toEqual(['Commandes', 'Livraison', 'Paiement'])
    expect(groups[0]?.items.map((i) => i.id)).toEqual([3, 2])
    expect(groups[1]?.items.map((i) => i.id)).toEqual([5, 1])
  })

  it('puts questions without a category last, under "Autres questions"', () => {
    const groups = groupFaq([q(1, '', 1), q(2, 'Produits', 2), q(3, '  ', 3)])
    expect(groups.map((g) => g.category)).toEqual(['Produits', OTHER_QUESTIONS])
    expect(groups[1]?.items.map((i) => i.id)).toEqual([1, 3])
  })

  it('gives no group for no question', () => {
    expect(groupFaq([])).toEqual([])
  })

  it('derives plain heading ids from French category names', () => {
    expect(categoryId('Livraison & délais')).toBe('faq-livraison-delais')
    expect(categoryId('!!!')).toBe('faq-questions')
  })
})
