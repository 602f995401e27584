import type { Config } from 'tailwindcss'

// Tailwind 4 reads its theme from CSS (src/styles/globals.css, `@config` points here): this file holds the
// brand palette and breakpoints the spec names (lg = 1024 mobile-menu breakpoint, 2xl-ish 1400 contact tab).
const config: Config = {
  content: ['./src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      screens: { xl2: '1400px' },
      colors: {
        brand: {
          // white text on these passes WCAG AA (4.9:1 and 7.4:1); #ea5b0c (3.5:1) stays for non-text accents
          DEFAULT: '#c24a08',
          dark: '#9c3c06',
          bright: '#ea5b0c',
          ink: '#1d232b',
          night: '#10151b',
        },
      },
    },
  },
}

export default config
