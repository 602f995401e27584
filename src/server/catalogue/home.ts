import type { Accueil, Catalogue, Expertise, Marque, Produit } from '@/payload-types'
import type { HomeData } from '@/lib/home/types'
import { toImage } from '@/lib/media'
import { expertisePath, ROUTES } from '@/lib/routes'
import { toBrandCardView } from '@/server/catalogue/brands'
import { toCatalogueView } from '@/server/catalogue/catalogues'
import { toProductCard } from '@/server/catalogue/listing'
import { getLowStockThreshold } from '@/server/catalogue/settings'
import { cms } from '@/server/http/payload'

const populated = <T extends { id: number }>(list: (number | T)[] | null | undefined): T[] =>
  (list ?? []).filter((x): x is T => typeof x === 'object' && x !== null)

export async function getHomeData(): Promise<HomeData> {
  const payload = await cms()
  const [home, threshold]: [Accueil, number] = await Promise.all([
    payload.findGlobal({ slug: 'accueil', depth: 2, overrideAccess: false }),
    getLowStockThreshold(),
  ])
  return {
    title: home.titre ?? '',
    subtitle: home.sous_titre ?? '',
    image: toImage(home.image),
    expertises: populated<Expertise>(home.expertises).map((e) => ({
      title: e.title,
      href: expertisePath(e.slug),
      description: e.description ?? '',
      image: toImage(e.image),
    })),
    catalogues: populated<Catalogue>(home.catalogues)
      .map(toCatalogueView)
      .map(({ title, href, description, image }) => ({ title, href, description, image })),
    products: populated<Produit>(home.produits)
      .filter((p) => p.should_be_displayed !== false)
      // the listings' card (brand, reference, stock label, price): the one product card family
      .map((p) => toProductCard(p, threshold)),
    // a brand without a page of its own links to /partenaires
    brands: populated<Marque>(home.marques)
      .map(toBrandCardView)
      .map(({ title, href, description, logo }) => ({ title, href: href ?? ROUTES.partners, description, image: logo })),
  }
}
