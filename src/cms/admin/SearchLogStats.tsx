import type { BeforeListServerProps } from 'payload'
import type { ReactNode } from 'react'

import { SEARCH_LOG_PERIODS, type SearchLogStats as Stats, type TopQuery } from '@/lib/search/log'

/** Where editors add a synonym (collection « Synonymes de recherche », built beside this one). */
const SYNONYM_CREATE_PATH = '/collections/synonymes-recherche/create'

const LABELS = {
  title: 'Statistiques de recherche',
  intro: 'Recherches abouties sur le site. Pour une recherche sans résultat ou mal servie, ajoutez un synonyme.',
  period: (days: number) => `${days} derniers jours`,
  searches: 'Recherches',
  noResult: 'Sans résultat',
  clickThrough: 'Taux de clic',
  clickThroughHelp: 'recherches suivies d’au moins un clic sur un résultat',
  clicksElsewhere: 'non mesuré ici (clics envoyés à Algolia)',
  none: '—',
  topQueries: 'Recherches les plus fréquentes',
  noResultQueries: 'Recherches sans résultat',
  query: 'Recherche',
  count: 'Nombre',
  averageHits: 'Résultats (moyenne)',
  clicked: 'Avec clic',
  action: 'Action',
  createSynonym: 'Créer un synonyme',
  empty: 'Aucune recherche sur la période.',
  error: 'Les statistiques de recherche n’ont pas pu être calculées.',
} as const

const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 })
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })

const cell = { padding: '4px 8px', borderBottom: '1px solid var(--theme-elevation-100)', textAlign: 'left' as const }
const numberCell = { ...cell, textAlign: 'right' as const }

function SynonymLink({ href }: { href: string }) {
  return <a href={href}>{LABELS.createSynonym}</a>
}

type Column<R> = { header: string; value: (row: R) => ReactNode }

/** A table of queries: the query, its count, the given number columns, and the link to create a synonym. */
function QueryTable<R extends { query: string; count: number }>({
  testId,
  rows,
  columns,
  synonymHref,
}: {
  testId: string
  rows: R[]
  columns: Column<R>[]
  synonymHref: string
}) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid={testId}>
      <thead>
        <tr>
          <th style={cell}>{LABELS.query}</th>
          <th style={numberCell}>{LABELS.count}</th>
          {columns.map((column) => (
            <th key={column.header} style={numberCell}>
              {column.header}
            </th>
          ))}
          <th style={cell}>{LABELS.action}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.query}>
            <td style={cell}>{row.query}</td>
            <td style={numberCell}>{row.count}</td>
            {columns.map((column) => (
              <td key={column.header} style={numberCell}>
                {column.value(row)}
              </td>
            ))}
            <td style={cell}>
              <SynonymLink href={synonymHref} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Period({ stats, synonymHref }: { stats: Stats; synonymHref: string }) {
  const rate =
    stats.clickedSearches === null
      ? LABELS.clicksElsewhere
      : stats.clickThroughRate === null
        ? LABELS.none
        : percent.format(stats.clickThroughRate)
  const noResultShare = stats.searches ? ` (${percent.format(stats.noResultSearches / stats.searches)})` : ''
  return (
    <div data-testid={`search-log-period-${stats.days}`} style={{ flex: '1 1 28rem', minWidth: 0 }}>
      <h3 style={{ margin: '0 0 8px' }}>{LABELS.period(stats.days)}</h3>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px', margin: '0 0 12px' }}>
        <dt>{LABELS.searches}</dt>
        <dd style={{ margin: 0 }} data-testid="search-log-searches">
          {stats.searches}
        </dd>
        <dt>{LABELS.noResult}</dt>
        <dd style={{ margin: 0 }} data-testid="search-log-no-result">
          {stats.noResultSearches}
          {noResultShare}
        </dd>
        <dt>{LABELS.clickThrough}</dt>
        <dd style={{ margin: 0 }} data-testid="search-log-ctr" title={LABELS.clickThroughHelp}>
          {rate}
        </dd>
      </dl>
      {stats.searches === 0 ? (
        <p>{LABELS.empty}</p>
      ) : (
        <>
          <h4 style={{ margin: '12px 0 4px' }}>{LABELS.topQueries}</h4>
          <QueryTable
            testId="search-log-top"
            rows={stats.topQueries}
            columns={[
              { header: LABELS.averageHits, value: (row) => decimal.format(row.averageHits) },
              ...(stats.clickedSearches === null ? [] : [{ header: LABELS.clicked, value: (row: TopQuery) => row.clicked }]),
            ]}
            synonymHref={synonymHref}
          />
          <h4 style={{ margin: '12px 0 4px' }}>{LABELS.noResultQueries}</h4>
          {stats.noResultQueries.length === 0 ? (
            <p>{LABELS.none}</p>
          ) : (
            <QueryTable testId="search-log-no-result-queries" rows={stats.noResultQueries} columns={[]} synonymHref={synonymHref} />
          )}
        </>
      )}
    </div>
  )
}

/**
 * Above the « Recherches » list: the search statistics of the last 7 and 30 days, computed on the
 * server by the same module as GET /api/search-log/stats, each query with a link to create a synonym.
 */
export async function SearchLogStats({ payload }: BeforeListServerProps) {
  // loaded on call: the server modules reach Payload through the config that names this component
  const [{ searchLogStats }, { searchBackend }] = await Promise.all([import('@/server/search-log/stats'), import('@/server/search')])
  const synonymHref = `${payload.config.routes.admin}${SYNONYM_CREATE_PATH}`
  let periods: Stats[]
  try {
    periods = await Promise.all(
      SEARCH_LOG_PERIODS.map((days) => searchLogStats(payload, days, { clicksStored: searchBackend() === 'local' })),
    )
  } catch (error) {
    payload.logger.error({ err: error, msg: '[search-log] statistics failed' })
    return <p role="alert">{LABELS.error}</p>
  }
  return (
    <section aria-labelledby="search-log-stats-title" data-testid="search-log-stats" style={{ margin: '0 0 24px' }}>
      <h2 id="search-log-stats-title" style={{ margin: '0 0 4px' }}>
        {LABELS.title}
      </h2>
      <p style={{ margin: '0 0 12px' }}>{LABELS.intro}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '24px' }}>
        {periods.map((stats) => (
          <Period key={stats.days} stats={stats} synonymHref={synonymHref} />
        ))}
      </div>
    </section>
  )
}
