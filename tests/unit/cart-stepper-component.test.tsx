// @vitest-environment jsdom
import { useState } from 'react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { QuantityStepper } from '@/features/cart/QuantityStepper'
import { stepperRules } from '@/features/cart/rules/stepper'
import { buyingRulesOf } from '@/lib/cart/buyingRules'

afterEach(cleanup)

const rules = stepperRules(buyingRulesOf({ cart_increment: 1, quantity_min_to_buy: 1 }))

/** A parent that keeps the quantity, as the cart line and the add-to-cart block do. */
function Holder({ start, onChange, with: given = rules }: { start: number; onChange: (value: number) => void; with?: typeof rules }) {
  const [value, setValue] = useState(start)
  return (
    <QuantityStepper
      value={value}
      rules={given}
      onChange={(next) => {
        onChange(next)
        setValue(next)
      }}
    />
  )
}

const field = () => screen.getByRole('textbox', { name: 'Quantité' })
const plus = () => screen.getByRole('button', { name: 'Augmenter la quantité' })
const minus = () => screen.getByRole('button', { name: 'Diminuer la quantité' })

describe('spec §5 stepper buttons', () => {
  it('two + in one task (before React re-renders) count twice', () => {
    const onChange = vi.fn()
    render(<Holder start={2} onChange={onChange} />)
    act(() => {
      plus().click()
      plus().click()
    })
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([3, 4])
    expect(field()).toHaveProperty('value', '4')
  })

  it('steps after a re-render start from the quantity the parent holds', () => {
    const onChange = vi.fn()
    render(<Holder start={5} onChange={onChange} />)
    fireEvent.click(plus())
    fireEvent.click(minus())
    fireEvent.click(minus())
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([6, 5, 4])
    expect(field()).toHaveProperty('value', '4')
  })

  it('a quantity set from outside replaces the one a step left behind', () => {
    const onChange = vi.fn()
    const { rerender } = render(<QuantityStepper value={2} rules={rules} onChange={onChange} />)
    fireEvent.click(plus()) // the parent ignores it: still 2
    rerender(<QuantityStepper value={7} rules={rules} onChange={onChange} />)
    fireEvent.click(plus())
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([3, 8])
  })
})

// Units and packs
describe('a typed quantity in the stepper', () => {
  const box = stepperRules(buyingRulesOf({ cart_increment: 10, quantity_min_to_buy: 10 }), 'boîte de 10')
  const metre = stepperRules(buyingRulesOf({ cart_increment: 0.5, quantity_min_to_buy: 0.5 }), 'M')

  it('25 for a box of 10 becomes 30 with a short notice, which the next step clears', () => {
    const onChange = vi.fn()
    render(<Holder start={10} onChange={onChange} with={box} />)
    fireEvent.change(field(), { target: { value: '25' } })
    fireEvent.blur(field())
    expect(field()).toHaveProperty('value', '30')
    expect(onChange.mock.calls.at(-1)).toEqual([30])
    expect(screen.getByRole('status').textContent).toBe('Quantité arrondie à 30 (vendu par boîte de 10)')
    fireEvent.click(plus())
    expect(field()).toHaveProperty('value', '40')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('Enter rounds up too, and the blur after it keeps the notice', () => {
    render(<Holder start={10} onChange={() => {}} with={box} />)
    fireEvent.change(field(), { target: { value: '11' } })
    fireEvent.keyDown(field(), { key: 'Enter' })
    fireEvent.blur(field())
    expect(field()).toHaveProperty('value', '20')
    expect(screen.getByRole('status').textContent).toBe('Quantité arrondie à 20 (vendu par boîte de 10)')
  })

  it('"2,5" metres is kept as 2,5, shown with a comma, without a notice; the unit is beside the stepper', () => {
    const onChange = vi.fn()
    render(<Holder start={0.5} onChange={onChange} with={metre} />)
    fireEvent.change(field(), { target: { value: '2,5' } })
    fireEvent.blur(field())
    expect(field()).toHaveProperty('value', '2,5')
    expect(onChange.mock.calls.at(-1)).toEqual([2.5])
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByTestId('stepper-unit').textContent).toBe('Vendu par 0,5 mètre')
    fireEvent.click(plus())
    expect(field()).toHaveProperty('value', '3')
    fireEvent.click(minus())
    expect(field()).toHaveProperty('value', '2,5')
  })
})
