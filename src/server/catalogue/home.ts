import type { Accueil, Catalogue, Expertise, Marque, Produit } from '@/payload-types'
import type { HomeData } from '@/lib/home/types'
import { toImage } from '@/lib/media'
import { brandPath, cataloguePath, expertisePath, productPath, ROUTES } from '@/lib/routes'
import { cms } from '@/server/cms/payload'

const populated = <T extends { id: number }>(list: (number | T)[] | null | undefined): T[] =>
  (list ?? []).filter((x): x is T => typeof x === 'object' && x !== null)

export async function getHomeData(): Promise<HomeData> {
  const payload = await cms()
  const home: Accueil = await payload.findGlobal({ slug: 'accueil', depth: 2, overrideAccess: false })
  return {
    titre: home.titre ?? '',
    sousTitre: home.sous_titre ?? '',
    image: toImage(home.image),
    expertises: populated<Expertise>(home.expertises).map((e) => ({
      title: e.title,
      href: expertisePath(e.slug),
      description: e.description ?? '',
      image: toImage(e.image),
    })),
    catalogues: populated<Catalogue>(home.catalogues).map((c) => ({
      title: c.titre,
      href: cataloguePath(c.slug),
      description: c.description ?? '',
      image: toImage(c.image),
    })),
    produits: populated<Produit>(home.produits)
      .filter((p) => p.should_be_displayed !== false)
      .map((p) => ({
        title: p.titre,
        href: productPath(p.slug),
        description: '',
        reference: p.dimasys_reference,
        image: toImage(p.galerie?.[0]?.image),
      })),
    marques: populated<Marque>(home.marques).map((m) => ({
      title: m.titre,
      href: m.has_single_page ? brandPath(m.slug) : ROUTES.partners,
      description: m.description ?? '',
      image: toImage(m.header?.logo),
    })),
  }
}
