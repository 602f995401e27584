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
          DEFAULT: '#ea5b0c',
          dark: '#c24a08',
          ink: '#1d232b',
          night: '#10151b',
        },
      },
    },
  },
}

export default config
