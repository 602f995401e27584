import type { MenuNode, MenuTree } from '@/lib/layout/types'
import { cataloguePath, expertisePath, servicePath } from '@/lib/routes'

/**
 * Pure mapping of the navigation global (spec §3 Navigation) to the menu trees.
 * Entries that are bare identifiers (unpopulated relationships) are skipped; a label is read
 * from `title` or `titre`, the two spellings the spec reports.
 */

type Labelled = { id?: number | string; title?: string | null; titre?: string | null; slug?: string | null }
type Rel = number | string | Labelled | null | undefined

type ExpertiseL3 = { service?: Rel }
type ExpertiseL2 = { solution?: Rel; expertise_level_3?: ExpertiseL3[] | null }
type ExpertiseL1 = { expertise?: Rel; expertise_level_2?: ExpertiseL2[] | null }
type CatalogueL3 = { categorie_level_2?: Rel }
type CatalogueL2 = { categorie_level_1?: Rel; catalogue_level_3?: CatalogueL3[] | null }
type CatalogueL1 = { catalogue?: Rel; catalogue_level_2?: CatalogueL2[] | null }

export type NavigationDoc = {
  nos_expertises?: { label_level_1?: string | null; expertise_level_1?: (ExpertiseL1 | number | string)[] | null } | null
  nos_catalogues?: { label_level_1?: string | null; catalogue_level_1?: (CatalogueL1 | number | string)[] | null } | null
}

const isObject = <T extends object>(value: unknown): value is T => typeof value === 'object' && value !== null

function doc(rel: Rel): (Labelled & { label: string; slug: string }) | null {
  if (!isObject<Labelled>(rel)) return null
  const label = (rel.title ?? rel.titre ?? '').trim()
  const slug = (rel.slug ?? '').trim()
  if (!label || !slug) return null
  return { ...rel, label, slug }
}

function entries<T extends object>(list: readonly unknown[] | null | undefined): T[] {
  return (list ?? []).filter((entry): entry is T => isObject<T>(entry))
}

function node(
  kind: string,
  d: { id?: number | string; slug: string; label: string },
  href: string | null,
  children: MenuNode[] = [],
): MenuNode {
  return { id: `${kind}-${d.id ?? d.slug}`, label: d.label, href, children }
}

export function expertiseTree(nav: NavigationDoc): MenuTree {
  const group = nav.nos_expertises
  const items: MenuNode[] = []
  for (const l1 of entries<ExpertiseL1>(group?.expertise_level_1)) {
    const expertise = doc(l1.expertise)
    if (!expertise) continue
    const solutions: MenuNode[] = []
    for (const l2 of entries<ExpertiseL2>(l1.expertise_level_2)) {
      const solution = doc(l2.solution)
      if (!solution) continue
      const services: MenuNode[] = []
      for (const l3 of entries<ExpertiseL3>(l2.expertise_level_3)) {
        const service = doc(l3.service)
        if (service) services.push(node('service', service, servicePath(service.slug)))
      }
      // A solution has no page of its own: it is shown on its expertise's page.
      solutions.push(node('solution', solution, expertisePath(expertise.slug, solution.slug), services))
    }
    items.push(node('expertise', expertise, expertisePath(expertise.slug), solutions))
  }
  return { label: group?.label_level_1?.trim() || 'Nos expertises', items }
}

export function catalogueTree(nav: NavigationDoc): MenuTree {
  const group = nav.nos_catalogues
  const items: MenuNode[] = []
  for (const l1 of entries<CatalogueL1>(group?.catalogue_level_1)) {
    const catalogue = doc(l1.catalogue)
    if (!catalogue) continue
    const categories: MenuNode[] = []
    for (const l2 of entries<CatalogueL2>(l1.catalogue_level_2)) {
      const category = doc(l2.categorie_level_1)
      if (category) categories.push(node('categorie', category, cataloguePath(catalogue.slug, category.slug)))
    }
    items.push(node('catalogue', catalogue, cataloguePath(catalogue.slug), categories))
  }
  return { label: group?.label_level_1?.trim() || 'Nos catalogues', items }
}

export function toMenuTree(nav: NavigationDoc): { expertises: MenuTree; catalogues: MenuTree } {
  return { expertises: expertiseTree(nav), catalogues: catalogueTree(nav) }
}
