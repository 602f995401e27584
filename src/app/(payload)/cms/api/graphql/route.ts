/* Payload GraphQL endpoint: POST {cms}/api/graphql (spec §7 navigation and product queries), behind the CMS rate limits. */
import config from '@payload-config'
import { REST_OPTIONS } from '@payloadcms/next/routes'

import { graphqlPost } from '@/cms/graphql/http'
import { withCmsGraphqlLimits } from '@/server/http/cmsLimits'

export const POST = withCmsGraphqlLimits(graphqlPost(config))
export const OPTIONS = REST_OPTIONS(config)
