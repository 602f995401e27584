import { DEMO_CLIENTS, DEMO_EDITOR } from '@/cms/seed/accounts'

/** What `npm run dev` prints once the server answers: where to go and how to log in. */
export function banner(origin: string): string {
  const lines = [
    '',
    `  Boutique      ${origin}`,
    `  Administration ${origin}/admin`,
    `  API CMS       ${origin}/cms/api   (GraphQL : POST ${origin}/cms/api/graphql)`,
    '',
    '  Comptes de démonstration',
    `    éditeur (admin)  ${DEMO_EDITOR.email} / ${DEMO_EDITOR.password}`,
    ...DEMO_CLIENTS.map((c) => `    ${c.role.padEnd(50)} ${c.email} / ${c.password}`),
    '',
  ]
  return lines.join('\n')
}
