/**
 * The demo procurement buyer: a Coupa instance whose users shop as coupa@demo.fr. Its credential is the one
 * of the real Coupa QA request (samples/officeluv/punch_out_setup_request_doc_coupa.xml: DUNS / coupa-t), with the
 * documented demo secret below instead of that sample's `test` (docs/features.md "Punch-out Coupa"). Demo data only.
 */
export const DEMO_PUNCHOUT_BUYER = {
  name: 'Coupa (démonstration)',
  credential_domain: 'DUNS',
  credential_identity: 'coupa-t',
  shared_secret: 'Coupa-punchout-demo-2026',
  /** Coupa's hosts, and the local machine for the stand-in Coupa page of the end-to-end test. */
  allowed_hosts: ['*.coupahost.com', 'localhost', '127.0.0.1'].join('\n'),
  client: 'coupa@demo.fr',
} as const
