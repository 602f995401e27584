/** Field limits shared by the sign-up form (first JavaScript) and its rules (loaded on submit). */
// the address input's maxLength: emailSchema's limit (src/lib/email.ts), not imported from there as it loads zod
export const EMAIL_MAX_LENGTH = 254
export const PATH_MAX_LENGTH = 300
