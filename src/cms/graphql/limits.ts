import {
  GraphQLError,
  Kind,
  parse,
  valueFromASTUntyped,
  type ASTVisitor,
  type DocumentNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'

/**
 * Limits of one GraphQL document on /cms/api/graphql, checked before anything runs (a refused query is a 400 with a
 * GraphQL error). Depth counts nested selections through fragments: the deepest legitimate query (the navigation
 * global with its three levels and a media size) has 8 levels. Payload's complexity counts 10 per relationship and 1
 * per other field.
 */
const GRAPHQL_MAX_DEPTH = 8
const GRAPHQL_MAX_ALIASES = 10
export const GRAPHQL_MAX_COMPLEXITY = 500

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>

/** Deepest nesting of fields under `set` (a field with no sub-selection counts 1), fragments expanded. */
function selectionDepth(set: SelectionSetNode | undefined, fragments: Fragments, seen: ReadonlySet<string> = new Set()): number {
  if (!set) return 0
  let deepest = 0
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      deepest = Math.max(deepest, 1 + selectionDepth(selection.selectionSet, fragments, seen))
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, seen))
    } else {
      const name = selection.name.value
      const fragment = fragments.get(name)
      // a fragment cycle is refused by graphql-js's own NoFragmentCycles rule
      if (fragment && !seen.has(name))
        deepest = Math.max(deepest, selectionDepth(fragment.selectionSet, fragments, new Set([...seen, name])))
    }
  }
  return deepest
}

/** Aliased fields under `set`, counting a fragment each time it is spread. */
function aliasCount(set: SelectionSetNode | undefined, fragments: Fragments, seen: ReadonlySet<string> = new Set()): number {
  if (!set) return 0
  let count = 0
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      count += (selection.alias ? 1 : 0) + aliasCount(selection.selectionSet, fragments, seen)
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += aliasCount(selection.selectionSet, fragments, seen)
    } else {
      const name = selection.name.value
      const fragment = fragments.get(name)
      if (fragment && !seen.has(name)) count += aliasCount(fragment.selectionSet, fragments, new Set([...seen, name]))
    }
  }
  return count
}

function fragmentsOf(context: ValidationContext): Fragments {
  const map = new Map<string, FragmentDefinitionNode>()
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) map.set(definition.name.value, definition)
  }
  return map
}

/** Refuses an operation nested deeper than `maxDepth` or with more than `maxAliases` aliases. */
function queryShapeRule(maxDepth = GRAPHQL_MAX_DEPTH, maxAliases = GRAPHQL_MAX_ALIASES): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node: OperationDefinitionNode) {
      const fragments = fragmentsOf(context)
      const depth = selectionDepth(node.selectionSet, fragments)
      if (depth > maxDepth) {
        context.reportError(new GraphQLError(`Requête trop profonde : ${depth} niveaux, ${maxDepth} au plus.`, { nodes: [node] }))
      }
      const aliases = aliasCount(node.selectionSet, fragments)
      if (aliases > maxAliases) {
        context.reportError(new GraphQLError(`Trop d’alias dans la requête : ${aliases}, ${maxAliases} au plus.`, { nodes: [node] }))
      }
    },
  })
}

/* ------------------------------------------------------------------ */
/* Cost: the documents an operation may read                           */
/* ------------------------------------------------------------------ */

/**
 * What one GraphQL request of a non-editor may read, in documents: a paginated list (`Produits(limit: n)`, a join)
 * counts its page size (capped as the read will be: src/cms/access/publicReads.ts) times one plus what each document
 * populates, plus 1 for the count; a relationship or upload counts each document it populates (GRAPHQL_LIST_GUESS for
 * a `hasMany` one without `maxRows`), a rich-text field 1 + its population depth; aliases add up. The spec's queries
 * (navigation, a product by slug with the newsletter and the navigation, a product by id) cost well under it; 10
 * aliases of a full page do not.
 */
export const GRAPHQL_VISITOR_MAX_COST = 200
/** Documents assumed behind a `hasMany` relationship without `maxRows`. */
const GRAPHQL_LIST_GUESS = 5

type PayloadFieldExtension = { field?: { type?: string; hasMany?: boolean; maxRows?: number } }
export type CostOptions = {
  /** The page size the read will use for the `limit` argument's value (a number, or undefined when absent). */
  pageSize: (limit: unknown) => number
  /** The population depth a rich-text field will use for its `depth` argument's value. */
  richTextDepth: (depth: unknown) => number
  variables: Record<string, unknown> | null | undefined
}

function argumentValue(
  node: { arguments?: readonly { name: { value: string }; value: import('graphql').ValueNode }[] },
  name: string,
  variables: CostOptions['variables'],
): unknown {
  const argument = node.arguments?.find((a) => a.name.value === name)
  if (!argument) return undefined
  try {
    return valueFromASTUntyped(argument.value, variables ?? undefined)
  } catch {
    return undefined
  }
}

/*
 * The schema's types may come from another copy of the `graphql` module than this file's (ESM and CommonJS builds side
 * by side): graphql-js's `isObjectType` would throw on them, so types are read by their shape.
 */
type FieldsType = { getFields: () => Record<string, GraphQLField<unknown, unknown>> }
const hasFields = (type: unknown): type is FieldsType => typeof (type as Partial<FieldsType> | null)?.getFields === 'function'
function namedType(type: unknown): GraphQLNamedType | undefined {
  let current = type as { ofType?: unknown } | undefined
  while (current && current.ofType) current = current.ofType as { ofType?: unknown }
  return current as GraphQLNamedType | undefined
}

/** The documents the selection `set` on `type` may read, fragments expanded once per spread (cycles stop). */
function selectionCost(
  set: SelectionSetNode | undefined,
  type: GraphQLNamedType | undefined | null,
  schema: GraphQLSchema,
  fragments: Fragments,
  options: CostOptions,
  seen: ReadonlySet<string> = new Set(),
): number {
  if (!set || !type) return 0
  let cost = 0
  for (const selection of set.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type
      cost += selectionCost(selection.selectionSet, condition, schema, fragments, options, seen)
    } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name.value
      const fragment = fragments.get(name)
      if (fragment && !seen.has(name)) {
        const condition = schema.getType(fragment.typeCondition.name.value)
        cost += selectionCost(fragment.selectionSet, condition, schema, fragments, options, new Set([...seen, name]))
      }
    } else if (hasFields(type)) {
      const definition = type.getFields()[selection.name.value]
      if (!definition) continue
      const below = selectionCost(selection.selectionSet, namedType(definition.type), schema, fragments, options, seen)
      const field = (definition.extensions as PayloadFieldExtension | undefined)?.field
      if (definition.args.some((a) => a.name === 'limit')) {
        cost += 1 + options.pageSize(argumentValue(selection, 'limit', options.variables)) * (1 + below)
      } else if (field?.type === 'richText') {
        cost += 1 + options.richTextDepth(argumentValue(selection, 'depth', options.variables))
      } else if (field && (field.type === 'relationship' || field.type === 'upload')) {
        const documents = field.hasMany ? Math.min(field.maxRows ?? GRAPHQL_LIST_GUESS, 100) : 1
        cost += documents * (1 + below)
      } else {
        cost += below
      }
    }
  }
  return cost
}

/** The cost of one operation, as `selectionCost` counts it. */
function operationCost(schema: GraphQLSchema, node: OperationDefinitionNode, fragments: Fragments, options: CostOptions): number {
  const root = node.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType()
  return selectionCost(node.selectionSet, root, schema, fragments, options)
}

/** The cost of every operation of a document, added up (null when it is not a GraphQL document). */
export function documentCost(schema: GraphQLSchema, query: unknown, options: CostOptions): number | null {
  if (typeof query !== 'string') return null
  let document: DocumentNode
  try {
    document = parse(query)
  } catch {
    return null
  }
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  }
  let cost = 0
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) cost += operationCost(schema, definition, fragments, options)
  }
  return cost
}

/** Refuses an operation over `maxCost` documents: a 400 with a French GraphQL error, before anything runs. */
function queryCostRule(maxCost: number, options: CostOptions): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node: OperationDefinitionNode) {
      const cost = operationCost(context.getSchema(), node, fragmentsOf(context), options)
      if (cost > maxCost) {
        context.reportError(
          new GraphQLError(`Requête trop coûteuse : ${cost} documents, ${maxCost} au plus. Demandez moins de documents par page.`, {
            nodes: [node],
          }),
        )
      }
    },
  })
}

type RequestContext = { req?: { user?: { collection?: string } | null } }
export type VisitorCaps = {
  isEditor: (user: unknown) => boolean
  pageSize: (limit: number | undefined) => number
  depth: (depth: number | undefined) => number
}

const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)

/** The cost options of a non-editor's request: the page sizes and depths its reads will really use. */
export function visitorCostOptions(caps: VisitorCaps, variables: Record<string, unknown> | null | undefined): CostOptions {
  return {
    pageSize: (limit) => caps.pageSize(asNumber(limit)),
    richTextDepth: (depth) => caps.depth(asNumber(depth)),
    variables,
  }
}

/**
 * The validation rules of one GraphQL request (Payload's `graphQL.validationRules`): the shape for everyone; for a
 * non-editor, the cost budget.
 */
export function graphqlValidationRules(
  args: { contextValue?: unknown; variableValues?: Record<string, unknown> | null },
  caps: VisitorCaps,
): ValidationRule[] {
  const context = (args.contextValue ?? {}) as RequestContext
  if (caps.isEditor(context.req?.user)) return [queryShapeRule()]
  return [queryShapeRule(), queryCostRule(GRAPHQL_VISITOR_MAX_COST, visitorCostOptions(caps, args.variableValues))]
}
