import { describe, expect, it } from 'vitest'

import { EMAIL_MAX_LENGTH, emailSchema } from '@/lib/email'

// One rule for every e-mail field (login, account request, contact, newsletter, preparers): the forms differ only by
// their French text.
const M = { required: 'vide', invalid: 'invalide', missing: 'absente' }
const schema = emailSchema(M)
const messageOf = (value: unknown) => {
  const parsed = schema.safeParse(value)
  return parsed.success ? null : parsed.error.issues[0]!.message
}

describe('emailSchema', () => {
  it.each([
    ['  Jean.Dupont@Example.FR ', 'jean.dupont@example.fr'],
    ['a+b@sous.domaine.fr', 'a+b@sous.domaine.fr'],
  ])('takes %j as %j (trimmed, lower-cased)', (input, output) => {
    expect(schema.parse(input)).toBe(output)
  })

  it.each([
    ['', M.required],
    ['   ', M.required],
    ['jean', M.invalid],
    ['jean@exemple', M.invalid],
    [undefined, M.missing],
    [42, M.missing],
  ])('refuses %j with the form’s message', (input, message) => {
    expect(messageOf(input)).toBe(message)
  })

  it('accepts 254 characters, no more', () => {
    const local = 'a'.repeat(EMAIL_MAX_LENGTH - '@exemple.fr'.length)
    expect(schema.parse(`${local}@exemple.fr`)).toHaveLength(EMAIL_MAX_LENGTH)
    expect(messageOf(`a${local}@exemple.fr`)).toBe(M.invalid)
  })

  it('says `required` for a missing value unless told otherwise', () => {
    expect(emailSchema({ required: 'vide', invalid: 'invalide' }).safeParse(undefined).error?.issues[0]?.message).toBe('vide')
  })
})
