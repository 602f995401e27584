import {
  GraphQLError,
  Kind,
  type ASTVisitor,
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
export const GRAPHQL_MAX_DEPTH = 8
export const GRAPHQL_MAX_ALIASES = 10
export const GRAPHQL_MAX_COMPLEXITY = 500

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>

/** Deepest nesting of fields under `set` (a field with no sub-selection counts 1), fragments expanded. */
export function selectionDepth(set: SelectionSetNode | undefined, fragments: Fragments, seen: ReadonlySet<string> = new Set()): number {
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
export function aliasCount(set: SelectionSetNode | undefined, fragments: Fragments, seen: ReadonlySet<string> = new Set()): number {
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
export function queryShapeRule(maxDepth = GRAPHQL_MAX_DEPTH, maxAliases = GRAPHQL_MAX_ALIASES): ValidationRule {
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
