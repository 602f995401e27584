/** Pure mapping helpers of the expertise tree (expertise → solutions → services, spec §2). */

type Rel = number | { id: number } | null | undefined

const relId = (rel: Rel): number | null => (rel == null ? null : typeof rel === 'object' ? rel.id : rel)

export type SolutionLinks = { expertise: Rel; services?: Rel[] | null }

/** service id → slugs of the expertises whose solutions link it (a service may belong to several). */
export function expertisesByService(
  solutions: readonly SolutionLinks[],
  expertiseSlugById: ReadonlyMap<number, string>,
): Map<number, string[]> {
  const out = new Map<number, string[]>()
  for (const solution of solutions) {
    const expertiseId = relId(solution.expertise)
    const slug = expertiseId === null ? undefined : expertiseSlugById.get(expertiseId)
    if (!slug) continue
    for (const service of solution.services ?? []) {
      const id = relId(service)
      if (id === null) continue
      const list = out.get(id) ?? []
      if (!list.includes(slug)) list.push(slug)
      out.set(id, list)
    }
  }
  return out
}

/** Keeps populated relationship values only (bare ids are skipped, as spec §3 says for the navigation). */
export const populated = <T extends { id: number }>(list: readonly (number | T | null | undefined)[] | null | undefined): T[] =>
  (list ?? []).filter((x): x is T => typeof x === 'object' && x !== null)
