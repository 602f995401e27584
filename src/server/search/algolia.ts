/**
 * Algolia behind the SearchIndex interface, through the official client (`algoliasearch` v5) and the write key.
 * The same adapter also drives the embedded endpoint over HTTP (scripts, contract tests) by passing its host.
 */
import { algoliasearch } from 'algoliasearch'

import type { SearchHits, SearchRecord } from '@/lib/search/types'
import { INDEX_SETTINGS, REPLICA_SETTINGS } from './settings'
import type { SynonymHit } from './engine/synonyms'
import type { SearchIndex, SearchParams } from './types'

type Client = ReturnType<typeof algoliasearch>
export type Host = { url: string; accept: 'read' | 'write' | 'readWrite'; protocol: 'http' | 'https' }

export function algoliaClient(appId: string, apiKey: string, hosts?: Host[]): Client {
  return algoliasearch(appId, apiKey, hosts ? { hosts } : undefined)
}

export class AlgoliaSearchIndex implements SearchIndex {
  readonly backend = 'algolia'
  constructor(
    private readonly client: Client,
    readonly indexName: string,
  ) {}

  acceptsWrites(): boolean {
    return true
  }

  async configure(): Promise<void> {
    const { taskID } = await this.client.setSettings({ indexName: this.indexName, indexSettings: INDEX_SETTINGS })
    await this.client.waitForTask({ indexName: this.indexName, taskID })
    for (const [name, indexSettings] of Object.entries(REPLICA_SETTINGS)) {
      const replica = await this.client.setSettings({ indexName: name, indexSettings })
      await this.client.waitForTask({ indexName: name, taskID: replica.taskID })
    }
  }

  async saveObjects(records: SearchRecord[]): Promise<void> {
    if (records.length === 0) return
    await this.client.saveObjects({ indexName: this.indexName, objects: records, waitForTasks: true })
  }

  async deleteObjects(objectIDs: string[]): Promise<void> {
    if (objectIDs.length === 0) return
    await this.client.deleteObjects({ indexName: this.indexName, objectIDs, waitForTasks: true })
  }

  async replaceAllObjects(records: SearchRecord[]): Promise<void> {
    await this.client.replaceAllObjects({ indexName: this.indexName, objects: records })
  }

  async saveSynonyms(hits: SynonymHit[]): Promise<void> {
    if (hits.length === 0) return
    const { taskID } = await this.client.saveSynonyms({ indexName: this.indexName, synonymHit: hits, forwardToReplicas: true })
    await this.client.waitForTask({ indexName: this.indexName, taskID })
  }

  async deleteSynonyms(objectIDs: string[]): Promise<void> {
    for (const objectID of objectIDs) {
      const { taskID } = await this.client.deleteSynonym({ indexName: this.indexName, objectID, forwardToReplicas: true })
      await this.client.waitForTask({ indexName: this.indexName, taskID })
    }
  }

  async replaceAllSynonyms(hits: SynonymHit[]): Promise<void> {
    const { taskID } =
      hits.length === 0
        ? await this.client.clearSynonyms({ indexName: this.indexName, forwardToReplicas: true })
        : await this.client.saveSynonyms({
            indexName: this.indexName,
            synonymHit: hits,
            forwardToReplicas: true,
            replaceExistingSynonyms: true,
          })
    await this.client.waitForTask({ indexName: this.indexName, taskID })
  }

  async search(params: SearchParams, indexName = this.indexName): Promise<SearchHits> {
    return (await this.client.searchSingleIndex({ indexName, searchParams: params })) as unknown as SearchHits
  }

  async count(): Promise<number> {
    const res = await this.client.searchSingleIndex({ indexName: this.indexName, searchParams: { query: '', hitsPerPage: 0 } })
    return res.nbHits ?? 0
  }
}
