import type { ImportReport } from './apply'

/** The report as the command line prints it (French, like the admin's). */
export function formatReport(r: ImportReport): string {
  const lines = [
    `${r.dryRun ? 'Simulation (rien n’est écrit)' : 'Import'} ${r.format.toUpperCase()} ${r.kind === 'full' ? 'catalogue complet' : 'mise à jour'} : ${r.read} produit(s) lu(s)`,
    r.noChange
      ? 'Aucun changement : la boutique a déjà ce catalogue.'
      : `créés ${r.created}, modifiés ${r.updated}, inchangés ${r.unchanged}, masqués ${r.hidden}, fichiers ajoutés ${r.mediaUploaded}`,
    `${r.seconds.toFixed(1)} s (${r.seconds > 0 ? Math.round(r.read / r.seconds) : r.read} produits/s)`,
  ]
  for (const k of r.kept) lines.push(`gardé (modifié dans l’admin) : ${k.reference} — ${k.fields.join(', ')}`)
  if (r.problems.length > 0) lines.push(`${r.problems.length} ligne(s) refusée(s) ou remarque(s) :`)
  for (const p of r.problems) lines.push(`  ${p.where} : ${p.reason}`)
  for (const w of r.warnings) lines.push(`attention : ${w}`)
  return lines.join('\n')
}
