/**
 * Payload's development-time check that every @payloadcms/* package has Payload's exact version crashes the process
 * (unhandled rejection) because @payloadcms/email-nodemailer's newest release is 3.90.1 while Payload is 3.90.2; the
 * adapter's peer is pinned to our Payload by an npm override, so the mismatch is known and harmless. Imported first by
 * the Payload config, before any getPayload() runs.
 */
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'
