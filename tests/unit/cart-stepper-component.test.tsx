// @vitest-environment jsdom
import { useState } from 'react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { QuantityStepper } from '@/features/cart/QuantityStepper'
import { stepperRules } from '@/features/cart/rules/stepper'

afterEach(cleanup)

const rules = stepperRules({ cart_increment: 1, quantity_min_to_buy: 1 })

/** A parent that keeps the quantity, as the cart line and the add-to-cart block do. */
function Holder({ start, onChange }: { start: number; onChange: (value: number) => void }) {
  const [value, setValue] = useState(start)
  return (
    <QuantityStepper
      value={value}
      rules={rules}
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
