/**
 * Reading Lighthouse results for scripts/bench-lighthouse.mjs: the figures of one run, the medians over runs, and for
 * a page that misses its target, what costs the score (LCP element and phases, scripts, render-blocking, layout shifts).
 */

const items = (lhr, id) => lhr.audits[id]?.details?.items ?? []
const kb = (bytes) => bytes / 1024

/**
 * Scripts transferred for the page load, from the `network-requests` audit: Script requests the page started before
 * its load event, bytes on the wire (compressed). Those started after it (Next's prefetch of the pages its links lead
 * to, lazy chunks) are counted apart.
 */
export function scriptRequests(lhr) {
  const audit = lhr.audits['network-requests']
  const metrics = items(lhr, 'metrics')[0] ?? {}
  const startTs = audit?.details?.debugData?.networkStartTimeTs // µs, the origin of the audit's times
  // the load event on the same clock (ms from the first request); without the timestamps, observedLoad (from navigation start)
  const loadAt =
    Number.isFinite(startTs) && Number.isFinite(metrics.observedLoadTs) ? (metrics.observedLoadTs - startTs) / 1000 : metrics.observedLoad
  const scripts = items(lhr, 'network-requests').filter((r) => r.resourceType === 'Script')
  const beforeLoad = (r) => !Number.isFinite(loadAt) || (r.rendererStartTime ?? r.networkRequestTime ?? 0) <= loadAt
  return { firstLoad: scripts.filter(beforeLoad), afterLoad: scripts.filter((r) => !beforeLoad(r)) }
}

export function metricsOf(lhr) {
  const { firstLoad, afterLoad } = scriptRequests(lhr)
  const sum = (list) => list.reduce((n, r) => n + (r.transferSize ?? 0), 0)
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    si: lhr.audits['speed-index']?.numericValue ?? NaN,
    jsKb: kb(sum(firstLoad)),
    jsCount: firstLoad.length,
    afterLoadKb: kb(sum(afterLoad)),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    runtimeError: lhr.runtimeError?.code ?? null,
  }
}

const short = (url) => {
  try {
    const u = new URL(url)
    return u.pathname.length > 70 ? `…${u.pathname.slice(-69)}` : u.pathname
  } catch {
    return String(url)
  }
}
const ms = (v) => `${Math.round(v)} ms`

/** Lines explaining a page's score, from one representative run. */
export function diagnostics(lhr) {
  const out = []
  const a = lhr.audits
  const weight = (id) => lhr.categories.performance.auditRefs.find((r) => r.id === id)?.weight ?? 0
  out.push(
    `  métriques (score/100 × poids) : ${[
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]
      .map((id) => `${a[id]?.title ?? id} ${a[id]?.displayValue ?? '?'} → ${Math.round((a[id]?.score ?? 0) * 100)}×${weight(id)}`)
      .join(' ; ')}`,
  )

  const lcpTables = items(lhr, 'largest-contentful-paint-element')
  const lcpNode = lcpTables[0]?.items?.[0]?.node
  if (lcpNode) out.push(`  élément LCP : ${lcpNode.selector ?? ''} ${String(lcpNode.snippet ?? '').slice(0, 160)}`)
  const phases = lcpTables[1]?.items ?? []
  if (phases.length) out.push(`  phases LCP : ${phases.map((p) => `${p.phase} ${ms(p.timing)}`).join(', ')}`)

  const discovery = lhr.audits['lcp-discovery-insight']?.details?.items?.[0]?.items
  if (discovery && typeof discovery === 'object') {
    const failed = Object.values(discovery).filter((c) => c && c.value === false)
    if (failed.length) out.push(`  découverte de l'image LCP : ${failed.map((c) => c.label).join(' ; ')}`)
  }

  const blocking = items(lhr, 'render-blocking-resources')
  if (blocking.length) {
    out.push(
      `  bloquant le rendu : ${blocking.map((r) => `${short(r.url)} (${Math.round(kb(r.totalBytes ?? 0))} KB, ~${ms(r.wastedMs ?? 0)})`).join(', ')}`,
    )
  }

  const { firstLoad } = scriptRequests(lhr)
  const biggest = [...firstLoad].sort((x, y) => (y.transferSize ?? 0) - (x.transferSize ?? 0)).slice(0, 6)
  if (biggest.length)
    out.push(`  plus gros scripts : ${biggest.map((r) => `${short(r.url)} ${kb(r.transferSize ?? 0).toFixed(1)} KB`).join(', ')}`)

  const unused = items(lhr, 'unused-javascript')
  if (unused.length) {
    const total = unused.reduce((n, r) => n + (r.wastedBytes ?? 0), 0)
    out.push(
      `  JS inutilisé : ${kb(total).toFixed(0)} KB — ${unused
        .slice(0, 4)
        .map((r) => `${short(r.url)} ${kb(r.wastedBytes ?? 0).toFixed(0)} KB`)
        .join(', ')}`,
    )
  }

  const bootup = items(lhr, 'bootup-time')
  if (bootup.length) {
    out.push(
      `  exécution JS (${a['bootup-time']?.displayValue ?? ''}) : ${bootup
        .slice(0, 4)
        .map((r) => `${short(r.url)} ${ms(r.total)} (script ${ms(r.scripting)})`)
        .join(', ')}`,
    )
  }
  const longTasks = items(lhr, 'long-tasks')
  if (longTasks.length)
    out.push(
      `  tâches longues : ${longTasks
        .slice(0, 5)
        .map((t) => `${short(t.url)} ${ms(t.duration)} @${ms(t.startTime)}`)
        .join(', ')}`,
    )
  if (a['mainthread-work-breakdown']) out.push(`  travail du thread principal : ${a['mainthread-work-breakdown'].displayValue}`)

  const shifts = items(lhr, 'layout-shifts')
  if (shifts.length) {
    out.push(
      `  décalages (CLS) : ${shifts
        .slice(0, 4)
        .map((s) => `${s.node?.selector ?? '?'} ${Number(s.score).toFixed(4)}`)
        .join(', ')}`,
    )
  }

  const opportunities = Object.values(a)
    .filter((x) => x.details?.type === 'opportunity' && (x.details.overallSavingsMs ?? 0) > 0)
    .sort((x, y) => (y.details.overallSavingsMs ?? 0) - (x.details.overallSavingsMs ?? 0))
  if (opportunities.length) {
    out.push(
      `  opportunités : ${opportunities
        .slice(0, 6)
        .map((x) => `${x.id} ~${ms(x.details.overallSavingsMs)}`)
        .join(', ')}`,
    )
  }
  return out
}
