/** The account routes as the browser calls them (credentials sent, `{ code, message }` failures as ApiError). */
import type {
  FavoriteReply,
  FavoritesReply,
  FrequentPurchasesReply,
  PreparerReply,
  PreparersReply,
  ProductsReply,
  TakeoverReply,
} from '@/lib/account/api'
import type { AddressesReply, AddressReply, DeliveryAddress } from '@/lib/account/addresses'
import { call, post } from '@/lib/apiClient'
import { cmsApiUrl } from '@/lib/cms-client'

export type Societe = {
  id: number
  raison_sociale: string
  numero_client?: string | null
  siret?: string | null
  tva?: string | null
  telephone?: string | null
  adresse?: { rue?: string | null; code_postal?: string | null; ville?: string | null; pays?: string | null } | null
}

export const accountApi = {
  favorites: () => call<FavoritesReply>('/api/favorites'),
  addFavorite: (productId: number) => post<FavoriteReply>('/api/favorites', { product_id: productId }),
  removeFavorite: (productId: number) => call<{ code: 'success' }>(`/api/favorites/${productId}`, { method: 'DELETE' }),
  frequentPurchases: () => call<FrequentPurchasesReply>('/api/frequent-purchases'),
  products: (ids: readonly number[]) => call<ProductsReply>(`/api/products?ids=${ids.join(',')}`),
  /** spec §7 GET {cms}/api/societes/{id} (credentials). */
  societe: (id: number) => call<Societe>(cmsApiUrl(`/societes/${id}?depth=0`)),
  /** spec §7 GET {cms}/api/listing-preparateurs (credentials). */
  preparers: () => call<PreparersReply>(cmsApiUrl('/listing-preparateurs')),
  addPreparer: (email: string) => post<PreparerReply>('/api/preparers', { email }),
  removePreparer: (id: number) => call<{ code: 'success' }>(`/api/preparers/${id}`, { method: 'DELETE' }),
  takeover: (id: number) => post<TakeoverReply>(`/api/preparers/${id}/takeover`),
  addresses: () => call<AddressesReply>('/api/addresses'),
  addAddress: (address: DeliveryAddress & { is_default?: boolean }) => post<AddressReply>('/api/addresses', address),
  updateAddress: (id: number, patch: Partial<DeliveryAddress> & { is_default?: boolean }) =>
    call<AddressReply>(`/api/addresses/${id}`, { method: 'PATCH', body: JSON.stringify(patch) }),
  removeAddress: (id: number) => call<{ code: 'success' }>(`/api/addresses/${id}`, { method: 'DELETE' }),
}
