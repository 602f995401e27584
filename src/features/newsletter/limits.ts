/** Field limits shared by the sign-up form (first JavaScript) and its rules (loaded on submit). */
export const EMAIL_MAX_LENGTH = 254
export const PATH_MAX_LENGTH = 300
