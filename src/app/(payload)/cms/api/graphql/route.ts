/* Payload GraphQL endpoint: POST {cms}/api/graphql (spec §7 navigation and product queries), behind the CMS rate limits. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { withCmsGraphqlLimits } from '@/server/http/cmsLimits'

export const POST = withCmsGraphqlLimits(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
