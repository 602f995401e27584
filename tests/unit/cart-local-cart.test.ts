import { describe, expect, it } from 'vitest'

import {
  CART_ERRORS,
  CART_ID_LENGTH,
  CART_STORAGE_KEY,
  cartReducer,
  createCartIdentifier,
  emptyCartState,
  parseStoredCart,
  withItems,
  type CartAction,
  type CartState,
} from '@/features/cart/rules/localCart'

const cart = (items: { id: string; price: number; quantity: number }[], metadata = {}): CartState =>
  withItems({ ...emptyCartState('abc'), metadata }, items)
const two = cart([
  { id: '1', price: 10, quantity: 2 },
  { id: '2', price: 2.5, quantity: 4 },
])
const lines = (state: CartState) => state.items.map(({ id, quantity, itemTotal }) => [id, quantity, itemTotal])

// spec §4 Local cart operations
describe('spec §4 local cart operations', () => {
  it.each<[string, CartState, CartAction, (string | number)[][]]>([
    [
      'replace all items: a missing quantity becomes 1',
      two,
      {
        type: 'SET_ITEMS',
        items: [
          { id: '7', price: 3 },
          { id: 8, price: 1, quantity: 5 },
        ],
      },
      [
        ['7', 1, 3],
        ['8', 5, 5],
      ],
    ],
    [
      'add: a new id is appended with its quantity',
      two,
      { type: 'ADD_ITEM', item: { id: '3', price: 1 }, quantity: 3 },
      [
        ['1', 2, 20],
        ['2', 4, 10],
        ['3', 3, 3],
      ],
    ],
    [
      'add: quantity defaults to 1',
      two,
      { type: 'ADD_ITEM', item: { id: '3', price: 1 } },
      [
        ['1', 2, 20],
        ['2', 4, 10],
        ['3', 1, 1],
      ],
    ],
    [
      'add: an existing id is increased',
      two,
      { type: 'ADD_ITEM', item: { id: '1', price: 10 }, quantity: 3 },
      [
        ['1', 5, 50],
        ['2', 4, 10],
      ],
    ],
    [
      'add: an existing id needs no price',
      two,
      { type: 'ADD_ITEM', item: { id: '2' }, quantity: 1 },
      [
        ['1', 2, 20],
        ['2', 5, 12.5],
      ],
    ],
    [
      'update by id merges the payload',
      two,
      { type: 'UPDATE_ITEM', id: '1', payload: { price: 8 } },
      [
        ['1', 2, 16],
        ['2', 4, 10],
      ],
    ],
    [
      'change quantity sets the line quantity',
      two,
      { type: 'UPDATE_ITEM_QUANTITY', id: '2', quantity: 1.5 },
      [
        ['1', 2, 20],
        ['2', 1.5, 3.75],
      ],
    ],
    ['change quantity to 0 removes the line', two, { type: 'UPDATE_ITEM_QUANTITY', id: '1', quantity: 0 }, [['2', 4, 10]]],
    ['change quantity below 0 removes the line', two, { type: 'UPDATE_ITEM_QUANTITY', id: '2', quantity: -1 }, [['1', 2, 20]]],
    ['remove', two, { type: 'REMOVE_ITEM', id: '1' }, [['2', 4, 10]]],
    ['remove accepts a numeric id', two, { type: 'REMOVE_ITEM', id: 2 }, [['1', 2, 20]]],
    ['empty', two, { type: 'EMPTY_CART' }, []],
  ])('%s', (_rule, state, action, expected) => {
    expect(lines(cartReducer(state, action))).toEqual(expected)
  })

  it('totals: items, isEmpty, totalItems (sum of quantities), totalUniqueItems, cartTotal', () => {
    expect(two).toMatchObject({ isEmpty: false, totalItems: 6, totalUniqueItems: 2, cartTotal: 30 })
    const emptied = cartReducer(two, { type: 'EMPTY_CART' })
    expect(emptied).toEqual({ id: 'abc', items: [], isEmpty: true, totalItems: 0, totalUniqueItems: 0, cartTotal: 0, metadata: {} })
  })

  it.each<[string, CartAction, Record<string, unknown>]>([
    ['set metadata replaces it', { type: 'SET_CART_META', metadata: { orderId: '9' } }, { orderId: '9' }],
    ['update metadata merges it', { type: 'UPDATE_CART_META', metadata: { orderId: '9' } }, { note: 'x', orderId: '9' }],
    ['clear metadata', { type: 'CLEAR_CART_META' }, {}],
  ])('%s', (_rule, action, expected) => {
    expect(cartReducer(cart([], { note: 'x' }), action).metadata).toEqual(expected)
  })

  it('empty also clears the metadata (react-use-cart resets to its initial state)', () => {
    expect(cartReducer(cart([], { orderId: '9' }), { type: 'EMPTY_CART' }).metadata).toEqual({})
  })
})

// spec §5 Local cart errors
describe('spec §5 local cart errors', () => {
  it.each<[string, CartAction, string]>([
    ['adding without id: You must provide an `id` for items', { type: 'ADD_ITEM', item: { id: '', price: 1 } }, CART_ERRORS.missingId],
    ['new item without price: You must pass a `price` for new items', { type: 'ADD_ITEM', item: { id: '9' } }, CART_ERRORS.missingPrice],
    [
      'updating quantity of an id not in cart: No such item to update',
      { type: 'UPDATE_ITEM_QUANTITY', id: '9', quantity: 2 },
      CART_ERRORS.noSuchItem,
    ],
    ['unknown action: No specific action', { type: 'NOPE' } as unknown as CartAction, CART_ERRORS.unknownAction],
  ])('%s', (_rule, action, message) => {
    expect(() => cartReducer(two, action)).toThrow(message)
  })

  it('keeps the messages verbatim', () => {
    expect(CART_ERRORS).toEqual({
      missingId: 'You must provide an `id` for items',
      missingPrice: 'You must pass a `price` for new items',
      noSuchItem: 'No such item to update',
      unknownAction: 'No specific action',
    })
  })

  it.each<[string, CartAction]>([
    ['adding with quantity 0 does nothing', { type: 'ADD_ITEM', item: { id: '3', price: 1 }, quantity: 0 }],
    ['adding with quantity below 0 does nothing', { type: 'ADD_ITEM', item: { id: '1', price: 1 }, quantity: -2 }],
    ['update with empty id does nothing', { type: 'UPDATE_ITEM', id: '', payload: { price: 1 } }],
    ['remove with empty id does nothing', { type: 'REMOVE_ITEM', id: '' }],
  ])('%s', (_rule, action) => {
    expect(cartReducer(two, action)).toBe(two)
  })
})

describe('spec §4 persistence under react-use-cart', () => {
  it('uses the fixed key react-use-cart and a generated id of 12 characters', () => {
    expect(CART_STORAGE_KEY).toBe('react-use-cart')
    expect(CART_ID_LENGTH).toBe(12)
    expect(createCartIdentifier()).toMatch(/^[0-9a-z]{12}$/)
  })

  it("reads react-use-cart's stored shape and recomputes the totals", () => {
    const stored = JSON.stringify({
      id: 'cart',
      items: [{ id: 'p-1', price: 10, quantity: 2, itemTotal: 999 }],
      isEmpty: false,
      totalItems: 9,
      totalUniqueItems: 1,
      cartTotal: 9,
      metadata: { a: 1 },
    })
    expect(parseStoredCart(stored)).toEqual({
      id: 'cart',
      items: [{ id: 'p-1', price: 10, quantity: 2, itemTotal: 20 }],
      isEmpty: false,
      totalItems: 2,
      totalUniqueItems: 1,
      cartTotal: 20,
      metadata: { a: 1 },
    })
  })

  it.each([null, '', 'not json', '{"items":"x"}', 'null'])('ignores an unreadable stored value %j', (raw) => {
    expect(parseStoredCart(raw)).toBeNull()
  })

  it('drops stored lines without id, price or a positive quantity', () => {
    const stored = JSON.stringify({
      items: [
        { id: '', price: 1, quantity: 1 },
        { id: 'a', quantity: 1 },
        { id: 'b', price: 1, quantity: 0 },
        { id: 'c', price: 1, quantity: 1 },
      ],
    })
    expect(parseStoredCart(stored)?.items.map((i) => i.id)).toEqual(['c'])
  })
})
