/* Payload REST API, moved under /cms/api (spec §7: {cms}/api/... with {cms} = origin + /cms), behind the CMS rate limits; malformed input refused with its 4xx. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withMalformedInputRefused } from '@/server/http/cmsInput'
import { withCmsRestLimits } from '@/server/http/cmsLimits'

export const GET = withCmsRestLimits(withMalformedInputRefused(REST_GET(config)))
export const POST = withCmsRestLimits(withMalformedInputRefused(REST_POST(config)))
export const DELETE = withCmsRestLimits(withMalformedInputRefused(REST_DELETE(config)))
export const PATCH = withCmsRestLimits(withMalformedInputRefused(REST_PATCH(config)))
export const PUT = withCmsRestLimits(withMalformedInputRefused(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
