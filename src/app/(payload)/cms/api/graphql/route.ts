/* Payload GraphQL endpoint: POST {cms}/api/graphql (spec §7 navigation and product queries). */
import config from '@payload-config'
import { REST_OPTIONS } from '@payloadcms/next/routes'

import { graphqlPost } from '@/cms/graphql/http'

export const POST = graphqlPost(config)
export const OPTIONS = REST_OPTIONS(config)
