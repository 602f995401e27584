/** React Query keys of the account area, per buyer: another account logged in later never sees these. */
export const accountKeys = {
  favorites: (userId: string | number) => ['account', String(userId), 'favorites'] as const,
  frequent: (userId: string | number) => ['account', String(userId), 'frequent'] as const,
  preparers: (userId: string | number) => ['account', String(userId), 'preparers'] as const,
  addresses: (userId: string | number) => ['account', String(userId), 'addresses'] as const,
  order: (id: string) => ['account', 'order', id] as const,
  societe: (id: number) => ['account', 'societe', id] as const,
  products: (ids: readonly number[]) => ['account', 'products', ids.join(',')] as const,
}
