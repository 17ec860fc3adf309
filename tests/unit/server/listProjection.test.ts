// Lists read only the columns the query's fields need (services/content/articleQueries.ts).
import { parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectedFields } from '../../../server/src/schema/selection';
import { summaryColumnsFor } from '../../../server/src/services/content/articleQueries';

function infoOf(source: string) {
  const document = parse(source);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
  )!;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition')
      .map((f) => [f.name.value, f]),
  );
  const field = operation.selectionSet.selections[0]!;
  if (field.kind !== 'Field') throw new Error('field expected');
  return { fieldNodes: [field], fragments };
}

describe('selectedFields', () => {
  it('collects fields, inline fragments and named fragments (each once)', () => {
    const info = infoOf(
      `query q { articles { id ...A ... on Article { status ...A } } } fragment A on Article { title creator { name } }`,
    );
    expect([...selectedFields(info)].sort()).toEqual(['creator', 'id', 'status', 'title']);
  });
});

describe('summaryColumnsFor', () => {
  it('reads the id and the asked columns only', () => {
    expect(
      Object.keys(
        summaryColumnsFor(new Set(['title', 'publishedAt', 'format', 'authors', '__typename'])),
      ).sort(),
    ).toEqual(['format', 'id', 'publishedAt', 'title']);
  });

  it('adds the columns behind computed fields (lock, creator, source)', () => {
    expect(
      Object.keys(summaryColumnsFor(new Set(['lockedBy', 'creator', 'source']))).sort(),
    ).toEqual(['creatorId', 'id', 'lockExpiresAt', 'lockedAt', 'lockedBy', 'sourceId']);
  });

  it('never reads the rich text or the search copies in a list, and reads every column when fields are unknown', () => {
    expect(
      Object.keys(summaryColumnsFor(new Set(['body', 'lead', 'bodyText', 'leadText']))),
    ).toEqual(['id']);
    expect(Object.keys(summaryColumnsFor(null))).toContain('medias');
  });
});
