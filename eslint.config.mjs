import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const FEATURES_NOT_SERVER = { group: ['@/cms/*', '@/server/*'], message: 'features/ ne doit pas importer cms/ ni server/.' }

// Outside src/features/cart, the cart is imported by its door, '@/features/cart' (the modules `_app` loads anyway, see
// src/features/cart/index.ts), or loaded on demand by a dynamic import, which this rule does not check (`CartRuntime`,
// `PunchoutRuntime`, `AddToCart`, `CardBuy`, `CartPage`, `LogoutButton`, the account's `AddLineButton` and
// `ReorderButton`). No inner file is let through.
const CART_DOOR = {
  group: ['@/features/cart/**', '**/features/cart/**', '../cart/**'],
  message: "Importer le panier par sa porte, '@/features/cart' (src/features/cart/index.ts), pas ses fichiers internes.",
}

// Outside src/server/catalogue-import, the catalogue import is imported by its door, '@/server/catalogue-import'.
const CATALOGUE_IMPORT_DOOR = {
  group: ['@/server/catalogue-import/**', '**/server/catalogue-import/**'],
  message: "Importer l'import de catalogue par sa porte, '@/server/catalogue-import' (src/server/catalogue-import/index.ts).",
}

const NO_FEATURES_IN_SERVER = {
  group: ['@/features', '@/features/*', '**/features', '**/features/*'],
  message: 'server/, lib/, cms/ et pages/api/ ne doivent pas importer features/ : placer le contrat partagé dans lib/<domaine>/.',
}

const config = [
  {
    ignores: [
      '.next*/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/migrations-postgres/**',
      'src/app/(payload)/admin/importMap.js',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // house rule: components never fetch; hooks in features/<domain>/ own queries (enforced in review)
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['scripts/**', 'tests/**', 'e2e/**'],
    // tests read untyped JSON answers
    rules: { 'no-console': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // the storefront (features, pages, lib) never reaches into the CMS config or server-only internals from client code
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [FEATURES_NOT_SERVER] }],
    },
  },
  {
    // the cart has one door, src/features/cart/index.ts; its inner files are for the cart itself (and the tests)
    files: ['src/features/**'],
    ignores: ['src/features/cart/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [FEATURES_NOT_SERVER, CART_DOOR] }],
    },
  },
  {
    // the pages and the rest of the storefront too (server code, lib and the API routes never import features, below)
    files: ['src/**'],
    ignores: ['src/features/**', 'src/server/**', 'src/lib/**', 'src/cms/**', 'src/pages/api/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [CART_DOOR, CATALOGUE_IMPORT_DOOR] }],
    },
  },
  {
    // server code (and the API routes) and the shared contracts never know the screens: what both sides need (view models, zod schemas,
    // French messages) lives in lib/<domain>/
    files: ['src/server/**', 'src/lib/**', 'src/cms/**', 'src/pages/api/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_FEATURES_IN_SERVER, CATALOGUE_IMPORT_DOOR] }],
    },
  },
  {
    // the catalogue import's own files reach each other directly
    files: ['src/server/catalogue-import/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_FEATURES_IN_SERVER] }] },
  },
  {
    // the scripts that run the import (command line, benchmark) go through its door too
    files: ['scripts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CATALOGUE_IMPORT_DOOR] }] },
  },
]

export default config
