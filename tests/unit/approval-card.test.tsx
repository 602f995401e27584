// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ApprovalCard } from '@/features/account/ApprovalCard'
import type { ApprovalView } from '@/lib/approvals/api'

const PENDING: ApprovalView = {
  id: 12,
  status: 'pending',
  buyer: { id: 7, name: 'Lucas Bernard', email: 'plafond@demo.fr' },
  mine: false,
  created_at: '2026-11-24T08:40:00.000Z',
  amount_ht: 400,
  delivery_ht: 0,
  total_ht: 400,
  lines: [{ product_id: 3, reference: 'SKF-6204', title: 'Roulement 6204', quantity: 4, unit_price_ht: 100, amount_ht: 400 }],
  cost_centre: { code: 'USINAGE', label: 'Ligne d’usinage' },
  po_reference: 'MPB-1',
  delivery_address: { name: 'MPB', street: '14 rue de l’Industrie', postal_code: '21000', city: 'Dijon', country: 'FR' },
  exceeded: ['per_order'],
  limits: { per_order: 300, monthly: 1500 },
  month_spent: 0,
  comment: null,
  decided_by: null,
  decided_at: null,
  order_id: null,
  restored_at: null,
}

afterEach(() => cleanup())

describe('an approver decides on an order: a confirmation first, a comment to refuse', () => {
  it('« Approuver » asks for a confirmation, then sends the decision with the comment', () => {
    const onDecide = vi.fn()
    render(<ApprovalCard approval={PENDING} canDecide busy={false} onDecide={onDecide} />)
    expect(screen.getByText('Ligne d’usinage (USINAGE)')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Commentaire pour l’acheteur (obligatoire pour un refus)'), { target: { value: 'OK' } })
    fireEvent.click(screen.getByRole('button', { name: 'Approuver' }))
    expect(onDecide).not.toHaveBeenCalled()
    expect(screen.getByRole('alertdialog').textContent).toContain('Approuver la commande de Lucas Bernard')
    fireEvent.click(screen.getByTestId('approval-confirm'))
    expect(onDecide).toHaveBeenCalledWith('approve', 'OK')
  })

  it('« Refuser » without a comment says why and sends nothing; « Annuler » sends nothing either', () => {
    const onDecide = vi.fn()
    render(<ApprovalCard approval={PENDING} canDecide busy={false} onDecide={onDecide} />)
    fireEvent.click(screen.getByRole('button', { name: 'Refuser' }))
    expect(screen.getByText('Indiquez le motif du refus : l’acheteur le lira.')).toBeTruthy()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    fireEvent.change(screen.getByLabelText('Commentaire pour l’acheteur (obligatoire pour un refus)'), { target: { value: 'Trop cher' } })
    fireEvent.click(screen.getByRole('button', { name: 'Refuser' }))
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }))
    expect(onDecide).not.toHaveBeenCalled()
  })

  it('a buyer sees no decision buttons on their own waiting order, and the comment of a refused one', () => {
    const { rerender } = render(<ApprovalCard approval={{ ...PENDING, mine: true }} canDecide={false} busy={false} onDecide={vi.fn()} />)
    expect(screen.queryByRole('button', { name: 'Approuver' })).toBeNull()
    const onRestore = vi.fn()
    rerender(
      <ApprovalCard
        approval={{
          ...PENDING,
          mine: true,
          status: 'refused',
          comment: 'Pas ce mois-ci',
          decided_by: 'Claire Fontaine',
          decided_at: PENDING.created_at,
        }}
        canDecide={false}
        busy={false}
        onDecide={vi.fn()}
        onRestore={onRestore}
      />,
    )
    expect(screen.getByTestId('approval-comment').textContent).toBe('Pas ce mois-ci')
    fireEvent.click(screen.getByRole('button', { name: 'Remettre dans mon panier' }))
    expect(onRestore).toHaveBeenCalled()
  })
})
