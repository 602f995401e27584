import type { FaqGroup, FaqItem } from '@/lib/content/types'

/** The group of questions that have no category. */
export const OTHER_QUESTIONS = 'Autres questions'

/** Questions grouped by category: categories in the order of their first question (by `order`), uncategorised last. */
export function groupFaq(items: readonly FaqItem[]): FaqGroup[] {
  const sorted = [...items].sort((a, b) => a.order - b.order)
  const groups = new Map<string, FaqItem[]>()
  for (const item of sorted) {
    const key = item.category.trim() || OTHER_QUESTIONS
    groups.set(key, [...(groups.get(key) ?? []), item])
  }
  const list = [...groups].map(([category, groupItems]) => ({ category, items: groupItems }))
  return [...list.filter((g) => g.category !== OTHER_QUESTIONS), ...list.filter((g) => g.category === OTHER_QUESTIONS)]
}

/** A stable id for a category heading (anchors and aria-labelledby). */
export function categoryId(category: string): string {
  const slug = category
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `faq-${slug || 'questions'}`
}
