/** spec §1: page titles on the theme of an integrator of solutions for industry. */
export const SITE_NAME = 'Intégrateur de solutions pour l’industrie'

export const pageTitle = (title?: string): string => (title ? `${title} | ${SITE_NAME}` : SITE_NAME)

/** ISR lifetimes in seconds (on-demand revalidation refreshes sooner when the CMS changes). */
export const REVALIDATE = { home: 300, product: 600, content: 900 } as const
