// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { EmptyCartButton } from '@/features/cart/EmptyCartButton'
import { priceDisplay } from '@/lib/cart/priceDisplay'
import { PriceText } from '@/features/prices/PriceText'

afterEach(cleanup)

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ')
const shown = (base_ht: number, promotion_ht: number | null, promotion_type: string) => {
  const price = priceDisplay({ loggedIn: true, loading: false, price: { base_ht, promotion_ht, promotion_type } })
  if (price.kind === 'visitor') throw new Error('logged in')
  return price
}

// The one price component of the product page, cards, hits and cart lines
describe('a promoted price reads at a glance', () => {
  it('the base price struck through, the promotion price and a « −N % » badge', () => {
    render(<PriceText price={shown(20, 17, 'remise')} />)
    expect(plain(screen.getByTestId('price').textContent)).toBe('17,00 € H.T')
    const base = screen.getByTestId('price-base')
    expect(base.tagName).toBe('S')
    expect(plain(base.textContent)).toBe('20,00 € H.T')
    expect(screen.getByTestId('promotion-badge').textContent).toBe('\u221215\u00a0%')
    // read aloud in order: which price is the base one and which the promotion's
    expect(plain(screen.getByTestId('price-promotion').textContent)).toBe('Prix de base :20,00 € H.T−15 %, prix remisé :')
  })

  it('no struck-through price nor badge without a promotion', () => {
    render(<PriceText price={shown(20, 17, '')} />)
    expect(plain(screen.getByTestId('price').textContent)).toBe('20,00 € H.T')
    expect(screen.queryByTestId('price-base')).toBeNull()
    expect(screen.queryByTestId('promotion-badge')).toBeNull()
  })
})

// 'Vider le panier' asks for confirmation
describe("'Vider le panier' asks first", () => {
  it("cancel ('Annuler', focused first) keeps the cart; confirm empties it", () => {
    const onConfirm = vi.fn()
    render(<EmptyCartButton disabled={false} onConfirm={onConfirm} />)
    fireEvent.click(screen.getByRole('button', { name: 'Vider le panier' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Vider le panier\u00a0?' })
    const cancel = within(dialog).getByRole('button', { name: 'Annuler' })
    expect(document.activeElement).toBe(cancel)
    fireEvent.click(cancel)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(onConfirm).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Vider le panier' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Vider le panier' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('Escape cancels', () => {
    const onConfirm = vi.fn()
    render(<EmptyCartButton disabled={false} onConfirm={onConfirm} />)
    fireEvent.click(screen.getByRole('button', { name: 'Vider le panier' }))
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' })
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(onConfirm).not.toHaveBeenCalled()
  })
})
