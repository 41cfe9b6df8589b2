import { describe, expect, it } from 'vitest';
import graphqlSchema from '../../../src/languages/graphql-schema/index.js';
import { languageFor } from '../../../src/languages/index.js';
import { brief, FIELDS, run } from './rows.js';

const SCHEMA = [
  '# Build the schema.',
  'type Query {',
  '    article(slug: String!): Article',
  '    articles(first: Int, after: String): ArticlesConnection',
  '    me: User',
  '}',
  '',
  'type Article {',
  '    author: Profile!',
  '    comments(first: Int): CommentsConnection',
  '}',
  '',
  'input CreateUserInput {',
  '    email: String!',
  '}',
  '',
  'extend type Query {',
  '    tags: [String]',
  '}',
  '',
].join('\n');

describe('graphql-schema pack', () => {
  it('owns schema files', () => {
    expect(languageFor('src/main/resources/schema/schema.graphqls')?.id).toBe('graphql-schema');
    expect(languageFor('api/schema.graphql')?.id).toBe('graphql-schema');
    expect(graphqlSchema.matches('src/main/resources/application.yml')).toBe(false);
    expect(graphqlSchema.grammar).toBeNull();
  });

  it("reads the root types' fields as operations and every field's arguments, each under its type or field", () => {
    const facts = run(graphqlSchema, 'schema.graphqls', SCHEMA);
    expect(facts.errors).toEqual([]);
    expect(facts.literals.map(brief)).toEqual([
      { role: 'config_entry', value: 'article', container: 'Query', dictKey: null, keyword: null, callee: 'operation', line: 3, col: 5 },
      { role: 'config_entry', value: 'slug', container: 'Query.article', dictKey: null, keyword: null, callee: 'argument', line: 3, col: 13 },
      { role: 'config_entry', value: 'articles', container: 'Query', dictKey: null, keyword: null, callee: 'operation', line: 4, col: 5 },
      { role: 'config_entry', value: 'first', container: 'Query.articles', dictKey: null, keyword: null, callee: 'argument', line: 4, col: 14 },
      { role: 'config_entry', value: 'after', container: 'Query.articles', dictKey: null, keyword: null, callee: 'argument', line: 4, col: 26 },
      { role: 'config_entry', value: 'me', container: 'Query', dictKey: null, keyword: null, callee: 'operation', line: 5, col: 5 },
      // a data type's fields are its record layout: only their arguments are read by name
      { role: 'config_entry', value: 'first', container: 'Article.comments', dictKey: null, keyword: null, callee: 'argument', line: 10, col: 14 },
      { role: 'config_entry', value: 'tags', container: 'Query', dictKey: null, keyword: null, callee: 'operation', line: 18, col: 5 },
    ]);
    const row = facts.literals[0]!;
    expect(Object.keys(row).sort()).toEqual([...FIELDS].sort());
    expect(row).toMatchObject({ calleePath: 'graphql-schema.operation', language: 'graphql-schema', importTime: true });
  });

  it('takes the root types a schema block names', () => {
    const facts = run(graphqlSchema, 's.graphqls', 'schema { query: RootQuery }\ntype RootQuery { ping: String }\ntype Query { notRoot: String }\n');
    expect(facts.literals.map((r) => `${r.container}.${r.value}`)).toEqual(['RootQuery.ping']);
  });

  it('declares nothing in an operation document', () => {
    const facts = run(graphqlSchema, 'queries/feed.graphql', 'query Feed($first: Int) {\n  feed(first: $first) { edges { node { slug } } }\n}\n');
    expect(facts.literals).toEqual([]);
    expect(facts.errors).toEqual([]);
  });

  it('records a syntax error with its line and keeps no rows of that file', () => {
    const facts = run(graphqlSchema, 'broken.graphqls', 'type Query {\n  article(slug: String!: Article\n}\n');
    expect(facts.literals).toEqual([]);
    expect(facts.errors).toHaveLength(1);
    expect(facts.errors[0]).toMatchObject({ kind: 'config_parse', line: 2 });
    expect(facts.errors[0]!.message).toContain('broken.graphqls line 2');
  });
});
