/**
 * GraphQL schema files (`*.graphqls`, and `*.graphql` files that define types): the names a GraphQL
 * API declares, which resolvers are registered for (`@DgsData(parentType = "Query", field =
 * "articles")`, `@QueryMapping`) and read back (`@InputArgument("first")`,
 * `env.getArgument("username")`), by name, where no import or call points.
 *
 * - The fields of the root operation types (`Query`, `Mutation`, `Subscription`, or the types a
 *   `schema { query: ... }` block names) are the API's operations, one set, `graphql-schema.operation`,
 *   each in the container of its type (`articles` in `Query`); `extend type Query` adds to them.
 * - The arguments of every field are one set, `graphql-schema.argument`, each in the container of its
 *   field (`Query.articles`, `Article.comments`).
 * - The fields of other types and of input types are a record's layout (`author`, `body` of `Article`),
 *   spelled again by the JSON and the getters that carry them, as an ORM model's fields are: no rows.
 * - Operation documents (`query { ... }`) declare nothing and are read for nothing.
 *
 * Parsed with graphql-js; a syntax error is a `config_parse` error with its line, and the file's
 * rows are left out rather than guessed.
 */
import { Kind, parse, type FieldDefinitionNode, type InputValueDefinitionNode, type Location } from 'graphql';
import { stripBom } from '../config-common/lines.js';
import { safeExtract, type ConfigFacts } from '../config-common/rows.js';
import type { LanguageSupport } from '../language-support.js';

const ID = 'graphql-schema';

const TYPE_KINDS = new Set<string>([
  Kind.OBJECT_TYPE_DEFINITION, Kind.OBJECT_TYPE_EXTENSION,
  Kind.INTERFACE_TYPE_DEFINITION, Kind.INTERFACE_TYPE_EXTENSION,
]);

function pos(loc: Location | undefined): { line: number; col: number } {
  return { line: loc?.startToken.line ?? 1, col: loc?.startToken.column ?? 1 };
}

function extractSchema(text: string, path: string, out: ConfigFacts): void {
  let doc;
  try {
    doc = parse(text, { noLocation: false });
  } catch (err) {
    const e = err as { message?: string; locations?: { line: number }[] };
    const line = e.locations?.[0]?.line ?? null;
    out.parseError(line, `${path}${line ? ` line ${line}` : ''}: expected a GraphQL schema: ${e.message ?? String(err)}`);
    return;
  }
  const roots = new Set(['Query', 'Mutation', 'Subscription']);
  for (const def of doc.definitions) {
    if (def.kind !== Kind.SCHEMA_DEFINITION && def.kind !== Kind.SCHEMA_EXTENSION) continue;
    if (def.kind === Kind.SCHEMA_DEFINITION) roots.clear();
    for (const op of def.operationTypes ?? []) roots.add(op.type.name.value);
  }
  for (const def of doc.definitions) {
    if (!TYPE_KINDS.has(def.kind) || !('fields' in def)) continue;
    const type = def.name.value;
    for (const field of (def.fields ?? []) as readonly (FieldDefinitionNode | InputValueDefinitionNode)[]) {
      if (field.kind !== Kind.FIELD_DEFINITION) continue;
      if (roots.has(type)) out.add({ value: field.name.value, role: 'config_entry', pos: pos(field.name.loc), callee: 'operation', container: type });
      for (const arg of field.arguments ?? []) {
        out.add({ value: arg.name.value, role: 'config_entry', pos: pos(arg.name.loc), callee: 'argument', container: `${type}.${field.name.value}` });
      }
    }
  }
}

const graphqlSchema: LanguageSupport = {
  id: ID,
  grammar: null,
  matches: (path) => /\.(graphqls|graphql|gqls)$/.test(path),
  extract: (file) => safeExtract(file, ID, (out) => extractSchema(stripBom(file.text), file.path, out)),
};

export default graphqlSchema;
