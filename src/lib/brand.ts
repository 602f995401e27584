/**
 * The shop's brand, as the header shows it (the orange mark and « Solutions Industrie »): one name and one palette for
 * what leaves the site, the mails and the PDFs, so a mail's sender, its button and an invoice's logo match the site.
 * The colours are tailwind.config.ts's `brand` palette.
 */
export const BRAND = {
  /** The site's name in the header and the footer's copyright; the mails' sender name. */
  name: 'Solutions Industrie',
  colors: {
    /** White text on it passes WCAG AA (4.9:1): buttons. */
    brand: '#c24a08',
    dark: '#9c3c06',
    /** Accents only (3.5:1 with white): the header's mark. */
    bright: '#ea5b0c',
    ink: '#1d232b',
    muted: '#475569',
    rule: '#e2e8f0',
  },
} as const

/**
 * The logo of public/icon.svg in a 64×64 box: a rounded orange square, a white hexagon, an orange dot; drawn by the
 * PDFs (pdfkit paths) so that no image file has to be found at run time.
 */
export const LOGO_SHAPES = {
  box: { size: 64, radius: 14 },
  hexagon: [
    [32, 9.5],
    [51.5, 20.75],
    [51.5, 43.25],
    [32, 54.5],
    [12.5, 43.25],
    [12.5, 20.75],
  ] as const,
  dot: { cx: 32, cy: 32, r: 9 },
} as const
