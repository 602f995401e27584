/**
 * Link to /contact with the subject filled in (spec §3 "contact subject", settable from links elsewhere). Apart from
 * the form's rules so that pages linking to the form (the cart's messages) do not load the validation library.
 */
export const contactHref = (subject?: string | null): string => (subject ? `/contact?sujet=${encodeURIComponent(subject)}` : '/contact')
