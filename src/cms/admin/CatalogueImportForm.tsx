'use client'

import Link from 'next/link'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { CATALOGUE_IMPORT_TEXT as T } from './catalogueImportText'

type Problem = { where: string; reason: string }
type Report = {
  read: number
  created: number
  updated: number
  unchanged: number
  hidden: number
  mediaUploaded: number
  noChange: boolean
  problems: Problem[]
  kept: { reference: string; fields: string[] }[]
  text: string
}
type Progress = { done: number; total: number; phase: keyof typeof T.phase }
type Step =
  | { name: 'choose' }
  | { name: 'previewing' }
  | { name: 'preview'; report: Report }
  | { name: 'starting' }
  | { name: 'running'; job: string | number; progress: Progress | null }
  | { name: 'done'; report: Report }
  | { name: 'refused' | 'failed'; message: string }

const API = '/cms/api/catalogue-import'
const POLL_MS = 1000

async function call(url: string, init?: RequestInit): Promise<{ ok: boolean; body: Record<string, unknown> }> {
  const res = await fetch(url, { credentials: 'same-origin', ...init })
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>
  return { ok: res.ok, body }
}

function ReportView({ report }: { report: Report }) {
  return (
    <div data-testid="catalogue-import-report">
      <p>{report.noChange ? T.noChange : T.figures(report)}</p>
      {report.kept.length > 0 && (
        <details>
          <summary>{T.kept(report.kept.length)}</summary>
          <ul>
            {report.kept.map((k) => (
              <li key={k.reference}>
                {k.reference}&nbsp;: {k.fields.join(', ')}
              </li>
            ))}
          </ul>
        </details>
      )}
      {report.problems.length > 0 && (
        <>
          <h3 style={{ margin: '16px 0 4px' }}>{T.problems(report.problems.length)}</h3>
          <ul data-testid="catalogue-import-problems">
            {report.problems.map((p, i) => (
              <li key={i}>
                <strong>{p.where}</strong>&nbsp;: {p.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

/** The form of « Importer un catalogue »: choose, preview, import with a progress bar, report. */
export function CatalogueImportForm() {
  const form = useRef<HTMLFormElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const [step, setStep] = useState<Step>({ name: 'choose' })
  const [error, setError] = useState<string | null>(null)

  // the result's heading takes the focus (and the view) when a step ends
  useEffect(() => {
    if (step.name === 'preview' || step.name === 'done' || step.name === 'refused' || step.name === 'failed') heading.current?.focus()
  }, [step.name])

  // while the job runs: its progress, then its report
  const job = step.name === 'running' ? step.job : null
  useEffect(() => {
    if (job === null) return
    let stopped = false
    const poll = async () => {
      try {
        const { ok, body } = await call(`${API}/${job}`)
        if (stopped) return
        if (!ok) return setStep({ name: 'failed', message: String(body.message ?? T.failed) })
        if (body.state === 'termine') return setStep({ name: 'done', report: body.report as Report })
        if (body.state === 'refuse') return setStep({ name: 'refused', message: String(body.message) })
        if (body.state === 'echec') return setStep({ name: 'failed', message: String(body.message) })
        setStep({ name: 'running', job, progress: (body.progress as Progress | null) ?? null })
      } catch {
        if (!stopped) setError(T.network)
      }
      if (!stopped) timer = setTimeout(poll, POLL_MS)
    }
    let timer = setTimeout(poll, 200)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [job])

  // read before the step changes: a disabled fieldset's fields are left out of a FormData
  const formData = () => {
    const data = new FormData(form.current!)
    for (const name of ['complet', 'ecraser']) data.set(name, data.get(name) ? '1' : '0')
    return data
  }

  const send = async (url: string, data: FormData) => {
    setError(null)
    try {
      return await call(url, { method: 'POST', body: data })
    } catch {
      setError(T.network)
      return null
    }
  }

  const preview = async (event: FormEvent) => {
    event.preventDefault()
    if (!form.current?.reportValidity()) return
    const data = formData()
    setStep({ name: 'previewing' })
    const reply = await send(`${API}/apercu`, data)
    if (!reply) return setStep({ name: 'choose' })
    if (reply.ok) return setStep({ name: 'preview', report: reply.body.report as Report })
    if (reply.body.code === 'catalogue_refused') return setStep({ name: 'refused', message: String(reply.body.message) })
    setError(String(reply.body.message ?? T.failed))
    setStep({ name: 'choose' })
  }

  const start = async () => {
    const data = formData()
    setStep({ name: 'starting' })
    const reply = await send(API, data)
    if (!reply) return setStep({ name: 'choose' })
    if (!reply.ok) {
      setError(String(reply.body.message ?? T.failed))
      return setStep({ name: 'choose' })
    }
    setStep({ name: 'running', job: reply.body.job as string | number, progress: null })
  }

  const reset = () => {
    form.current?.reset()
    setError(null)
    setStep({ name: 'choose' })
  }

  const busy = step.name === 'previewing' || step.name === 'starting' || step.name === 'running'
  const locked = busy || step.name === 'done'
  const progress = step.name === 'running' ? step.progress : null

  return (
    <div style={{ maxWidth: 880, paddingBottom: 48 }}>
      <p>{T.intro}</p>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <span>{T.exportLead}</span>
        <a href="/cms/api/catalogue-export?format=xlsx" download>
          {T.exportXlsx}
        </a>
        <a href="/cms/api/catalogue-export?format=csv" download>
          {T.exportCsv}
        </a>
      </p>
      <form ref={form} onSubmit={preview} onChange={() => step.name === 'preview' && setStep({ name: 'choose' })}>
        <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 12 }}>
          <label style={{ display: 'grid', gap: 4 }}>
            <span>{T.file}</span>
            <input name="fichier" type="file" required accept=".xml,.csv,.xlsx,text/xml,application/xml,text/csv" />
          </label>
          <label style={{ display: 'grid', gap: 4 }}>
            <span>{T.zip}</span>
            <input name="medias" type="file" accept=".zip,application/zip" />
          </label>
          <label>
            <input name="complet" type="checkbox" value="1" /> {T.full}
          </label>
          <label>
            <input name="ecraser" type="checkbox" value="1" /> {T.overwrite}
          </label>
          <div>
            <button type="submit" className="btn btn--style-secondary btn--size-medium">
              {step.name === 'previewing' ? T.previewing : T.preview}
            </button>
          </div>
        </fieldset>
      </form>

      {error && (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      )}

      <section aria-live="polite" style={{ marginTop: 24 }}>
        {step.name === 'preview' && (
          <>
            <h2 ref={heading} tabIndex={-1}>
              {T.previewTitle}
            </h2>
            <ReportView report={step.report} />
            <button type="button" className="btn btn--style-primary btn--size-medium" onClick={start} disabled={step.report.noChange}>
              {T.start}
            </button>
          </>
        )}
        {(step.name === 'starting' || step.name === 'running') && (
          <>
            <h2>{step.name === 'starting' ? T.starting : progress ? T.running : T.queued}</h2>
            <progress
              data-testid="catalogue-import-progress"
              aria-label={T.running}
              max={progress?.total || 1}
              value={progress?.total ? progress.done : undefined}
              style={{ width: '100%', height: 16 }}
            />
            {progress && progress.total > 0 && (
              <p>
                {T.phase[progress.phase]}&nbsp;: {progress.done.toLocaleString('fr-FR')} / {progress.total.toLocaleString('fr-FR')}
              </p>
            )}
          </>
        )}
        {step.name === 'done' && (
          <>
            <h2 ref={heading} tabIndex={-1}>
              {T.done}
            </h2>
            <ReportView report={step.report} />
            <p style={{ display: 'flex', gap: 16 }}>
              <Link href="/admin/collections/produits">{T.products}</Link>
              <button type="button" className="btn btn--style-secondary btn--size-small" onClick={reset}>
                {T.again}
              </button>
            </p>
          </>
        )}
        {(step.name === 'refused' || step.name === 'failed') && (
          <>
            <h2 ref={heading} tabIndex={-1}>
              {step.name === 'refused' ? T.refused : T.failed}
            </h2>
            <p role="alert">{step.message}</p>
            <button type="button" className="btn btn--style-secondary btn--size-small" onClick={reset}>
              {T.again}
            </button>
          </>
        )}
      </section>
    </div>
  )
}
