import type { SearchHits, SearchRecord } from '@/lib/search/types'
import type { SynonymHit } from './engine/synonyms'

/** What a full build puts in the index: every record and every synonym of the database. */
export type IndexContent = { records: SearchRecord[]; synonyms: SynonymHit[] }

/** Algolia search parameters (`query`, `hitsPerPage`, `facets`, `facetFilters`, `filters`, …). */
export type SearchParams = Record<string, unknown> & { query?: string }

/**
 * What the shop does with its search index, whoever serves it: the embedded engine in this process, or Algolia
 * through the official client. Writes resolve once the index shows them (Algolia: once the task is published).
 */
export interface SearchIndex {
  readonly backend: 'local' | 'algolia'
  readonly indexName: string
  /**
   * Whether writes are taken now: the embedded index before its first build ignores them (the build reads the
   * database), so the CMS hooks need not even compute records.
   */
  acceptsWrites(): boolean
  /** Pushes the index settings (searchable attributes, facets, ranking, sorted replicas). */
  configure(): Promise<void>
  saveObjects(records: SearchRecord[]): Promise<void>
  deleteObjects(objectIDs: string[]): Promise<void>
  /** Replaces every record at once (the old ones stay searchable until the new ones are in). */
  replaceAllObjects(records: SearchRecord[]): Promise<void>
  /** Saves synonyms (and on the sorted replicas), by objectID. */
  saveSynonyms(hits: SynonymHit[]): Promise<void>
  deleteSynonyms(objectIDs: string[]): Promise<void>
  /** Replaces every synonym at once (the editors' collection is the whole truth). */
  replaceAllSynonyms(hits: SynonymHit[]): Promise<void>
  /** Searches the index, or one of its replicas (`indexName`: a sorted listing). */
  search(params: SearchParams, indexName?: string): Promise<SearchHits>
  /** Number of records. */
  count(): Promise<number>
}
