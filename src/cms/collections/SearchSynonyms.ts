import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { parts } from '@/server/search/engine/text'
import { SYNONYM_KINDS, SYNONYMS_COLLECTION, synonymLabel, synonymWords, type SynonymDoc } from '@/server/search/synonyms'
import { editorsOnlyCollection } from '../access'
import { pushSynonym, removeSynonym } from '../hooks/searchSynonyms'

const hasLetters = (text: string): boolean => parts(text).length > 0

/** Checks the words (French messages for the editor) and writes the list label (« clé = clef », « EPI → … »). */
const checkAndLabel: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const doc = { ...(originalDoc as Partial<SynonymDoc> | undefined), ...data } as Partial<SynonymDoc>
  const words = synonymWords(doc)
  const fail = (path: string, message: string) => {
    throw new ValidationError({ collection: SYNONYMS_COLLECTION, errors: [{ path, message }], req })
  }
  const empty = (doc.mots ?? []).findIndex((row) => !hasLetters(row?.mot ?? ''))
  if (empty >= 0) fail(`mots.${empty}.mot`, 'Chaque mot doit contenir au moins une lettre ou un chiffre.')
  if (doc.type === 'onewaysynonym') {
    const input = (doc.mot_saisi ?? '').trim()
    if (!hasLetters(input)) fail('mot_saisi', 'Indiquez le mot saisi par le visiteur.')
    const others = words.filter((w) => w.toLocaleLowerCase('fr') !== input.toLocaleLowerCase('fr'))
    if (others.length === 0) fail('mots', 'Indiquez au moins un mot, différent du mot saisi, que la recherche trouvera aussi.')
  } else if (words.length < 2) fail('mots', 'Indiquez au moins deux mots différents.')
  data.libelle = synonymLabel(doc)
  return data
}

/**
 * « Synonymes de recherche »: words the shop's search treats as the same (clé = clef), or a word
 * typed that also finds others (EPI → équipement de protection individuelle). Editors only, for every operation;
 * each change reaches the search at once (hooks/searchSynonyms.ts), and every index build pushes them all.
 */
export const SearchSynonyms: CollectionConfig = {
  slug: SYNONYMS_COLLECTION,
  labels: { singular: 'Synonyme de recherche', plural: 'Synonymes de recherche' },
  admin: {
    group: 'Recherche',
    useAsTitle: 'libelle',
    defaultColumns: ['libelle', 'type', 'updatedAt'],
    description:
      'Mots que la recherche du site considère comme équivalents. « Synonymes » : chaque mot trouve les autres. « Synonymes à sens unique » : le mot saisi trouve aussi les mots de la liste, pas l’inverse.',
  },
  access: editorsOnlyCollection,
  timestamps: true,
  hooks: { beforeChange: [checkAndLabel], afterChange: [pushSynonym], afterDelete: [removeSynonym] },
  fields: [
    {
      name: 'type',
      type: 'select',
      label: 'Type',
      required: true,
      defaultValue: 'synonym',
      options: Object.entries(SYNONYM_KINDS).map(([value, label]) => ({ value, label })),
    },
    {
      name: 'mot_saisi',
      type: 'text',
      label: 'Mot saisi',
      admin: {
        condition: (_, sibling) => sibling?.type === 'onewaysynonym',
        description: 'Le mot (ou l’expression) tapé par le visiteur.',
      },
    },
    {
      name: 'mots',
      type: 'array',
      label: 'Mots',
      labels: { singular: 'Mot', plural: 'Mots' },
      minRows: 1,
      required: true,
      admin: { description: 'Un mot ou une expression par ligne (« équipement de protection individuelle »).' },
      fields: [{ name: 'mot', type: 'text', label: 'Mot', required: true }],
    },
    {
      name: 'libelle',
      type: 'text',
      label: 'Synonymes',
      admin: { readOnly: true, position: 'sidebar', description: 'Résumé calculé à l’enregistrement.' },
    },
  ],
}
