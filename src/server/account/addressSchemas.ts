/** zod schemas of /api/addresses requests, with their French messages. */
import { z } from 'zod'

import { API_MESSAGES } from '@/server/http/messages'
import { ADDRESS_MESSAGES as M, addressFields, postalCodeMatches } from '@/lib/account/addresses'

const isDefault = z.boolean({ error: M.invalidDefault }).optional()

/** POST /api/addresses: a complete address, and whether it becomes the default. */
export const newAddressSchema = z
  .object({ ...addressFields, is_default: isDefault }, { error: API_MESSAGES.deliveryAddressRequired })
  .superRefine((value, ctx) => {
    if (!postalCodeMatches(value.postal_code, value.country))
      ctx.addIssue({ code: 'custom', path: ['postal_code'], message: M.postalCodeFormat })
  })

/**
 * PATCH /api/addresses/{id}: the fields to change (at least one); the merged address is checked again as a whole
 * (addressSchema), since a new country may make the old postal code wrong.
 */
export const addressPatchSchema = z
  .object({ ...z.object(addressFields).partial().shape, is_default: isDefault }, { error: M.nothingToChange })
  .refine((value) => Object.values(value).some((v) => v !== undefined), M.nothingToChange)

/** An address id in a path. */
export const addressIdSchema = z
  .string({ error: M.notFound })
  .regex(/^[1-9]\d{0,14}$/, M.notFound)
  .transform(Number)
