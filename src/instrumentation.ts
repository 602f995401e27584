/**
 * Starts Payload (database connection, production migrations) when the server boots, so the first visitor of a
 * page rendered on demand (fallback: 'blocking') does not wait for the CMS to initialise.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  try {
    const { cms } = await import('./server/cms/payload')
    await cms()
  } catch (error) {
    // the first request will retry and report it: never stop the server for a warm-up
    console.error('[instrumentation] Payload warm-up failed', error)
  }
}
