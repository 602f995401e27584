import type { AdminViewServerProps } from 'payload'

import Link from 'next/link'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'

import { CatalogueImportForm } from './CatalogueImportForm'
import { CATALOGUE_IMPORT_TEXT } from './catalogueImportText'

/**
 * The admin view « Importer un catalogue » (/admin/importer-un-catalogue, editors): upload a BMEcat, CSV or XLSX file
 * with a ZIP of its media, see what would change, run the import with a progress bar, read the report.
 */
export function CatalogueImportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const editor = req.user?.collection === 'editors'
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={{ collections: visibleEntities?.collections, globals: visibleEntities?.globals }}
    >
      <Gutter>
        <h1 style={{ margin: '24px 0 8px' }}>{CATALOGUE_IMPORT_TEXT.title}</h1>
        {editor ? <CatalogueImportForm /> : <p role="alert">{CATALOGUE_IMPORT_TEXT.editorsOnly}</p>}
      </Gutter>
    </DefaultTemplate>
  )
}

/** The link in the admin's navigation, after the collections. */
export function CatalogueImportNavLink() {
  return (
    <Link className="nav__link" href="/admin/importer-un-catalogue" style={{ display: 'block', padding: '4px 0', fontWeight: 600 }}>
      {CATALOGUE_IMPORT_TEXT.title}
    </Link>
  )
}
