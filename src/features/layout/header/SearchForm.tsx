/** spec §2 Top search bar / §9: placeholder and the 512-character limit. */
export const SEARCH_PLACEHOLDER = 'Références, catégories, produits, services …'
export const SEARCH_MAX_LENGTH = 512

/**
 * A search box that submits to /recherche?q=… (works without JavaScript). The search-as-you-type dropdown
 * replaces its field when the search issue lands.
 */
export function SearchForm({ id, autoFocus = false }: { id: string; autoFocus?: boolean }) {
  return (
    <form action="/recherche" method="get" role="search" className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        Rechercher dans la boutique
      </label>
      <input
        id={id}
        name="q"
        type="search"
        required
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={SEARCH_PLACEHOLDER}
        autoFocus={autoFocus}
        className="min-w-0 flex-1 rounded border border-slate-300 px-3 py-2 text-base text-brand-ink placeholder:text-slate-500"
      />
      <button type="submit" className="rounded bg-brand-dark px-4 py-2 text-sm font-semibold text-white hover:bg-brand-ink">
        OK
      </button>
    </form>
  )
}
