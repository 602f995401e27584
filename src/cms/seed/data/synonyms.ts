import type { SynonymKind } from '@/server/search/synonyms'

/**
 * The trade's usual search synonyms, for the « Synonymes de recherche » collection. Only words a
 * maintenance buyer uses for the same thing: a roulement is not a palier, a graisse is not every lubrifiant (so
 * « lubrifiant » only finds the greases and oils, one way).
 */
export type SynonymSeed = { type: SynonymKind; mots: string[]; mot_saisi?: string }

export const SYNONYMS: SynonymSeed[] = [
  { type: 'synonym', mots: ['clé', 'clef'] },
  { type: 'synonym', mots: ['foret', 'mèche'] },
  { type: 'synonym', mots: ['EPI', 'équipement de protection individuelle'] },
  { type: 'synonym', mots: ['inox', 'acier inoxydable'] },
  { type: 'synonym', mots: ['disque à tronçonner', 'disque de coupe'] },
  { type: 'synonym', mots: ['gants', 'gant de protection'] },
  { type: 'synonym', mots: ['meuleuse', 'disqueuse'] },
  { type: 'synonym', mots: ['clé Allen', 'clé six pans', 'clé hexagonale'] },
  { type: 'synonym', mots: ['clé à molette', 'clé anglaise'] },
  { type: 'synonym', mots: ['joint torique', 'O-ring'] },
  { type: 'synonym', mots: ['courroie trapézoïdale', 'courroie en V'] },
  { type: 'onewaysynonym', mot_saisi: 'lubrifiant', mots: ['graisse', 'huile'] },
]
