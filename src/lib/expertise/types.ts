import type { CaseStudyView } from '@/lib/content/types'
import type { ImageView } from '@/lib/media'

/** An expertise as a filter option or a link: the three of spec §2 (maintenance-industrielle, …). */
export type ExpertiseOption = { slug: string; title: string }

export type ExpertiseCard = ExpertiseOption & { description: string; image: ImageView | null }

type ServiceLink = { slug: string; title: string }

type SolutionView = { slug: string; title: string; description: string; services: ServiceLink[] }

export type ExpertiseDetail = ExpertiseCard & {
  /** Lexical rich text (`contenu`), rendered by RichText. */
  body: unknown
  solutions: SolutionView[]
  caseStudies: CaseStudyView[]
}

/** A service card; `expertises` are the slugs of the expertises whose solutions link the service. */
export type ServiceCard = {
  slug: string
  title: string
  description: string
  image: ImageView | null
  expertises: string[]
}

/** A solution that links a service, with the expertise it belongs to. */
type ServiceSolution = { slug: string; title: string; expertise: ExpertiseOption }

/** `body`: the service's rich text (`contenu`). */
export type ServiceDetail = Omit<ServiceCard, 'expertises'> & { body: unknown; solutions: ServiceSolution[] }
