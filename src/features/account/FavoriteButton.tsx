import { ACCOUNT_TEXT } from './messages'
import { useFavorites, useToggleFavorite } from './useFavorites'

/** The heart of a product page or card (logged-in only; the caller gives its size): adds or removes the product from the buyer's favourites. */
export default function FavoriteButton({ productId, className = '' }: { productId: number; className?: string }) {
  const favorites = useFavorites()
  const toggle = useToggleFavorite()
  const isFavorite = favorites.data?.favorites.some((f) => f.product.id === productId) ?? false
  const label = isFavorite ? ACCOUNT_TEXT.favorites.remove : ACCOUNT_TEXT.favorites.add
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={label}
      title={label}
      data-testid="favorite-button"
      disabled={favorites.isPending || toggle.isPending}
      onClick={() => toggle.mutate({ productId, favorite: !isFavorite })}
      className={`inline-flex items-center justify-center rounded-full border border-slate-300 bg-white text-brand shadow-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60 ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="h-5 w-5"
        fill={isFavorite ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 21s-7.5-4.6-9.5-9.3C1.2 8.4 3.4 5 6.8 5c2 0 3.5 1.1 4.2 2.5h2C13.7 6.1 15.2 5 17.2 5c3.4 0 5.6 3.4 4.3 6.7C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  )
}
