/** spec §1: page titles on the theme of an integrator of solutions for industry. */
export const SITE_NAME = 'Intégrateur de solutions pour l’industrie'

export const pageTitle = (title?: string): string => (title ? `${title} | ${SITE_NAME}` : SITE_NAME)
