// After `graphql-codegen` (npm run codegen): one module per GraphQL document.
// The client preset writes every document of the app into one module (generated/graphql.ts). A
// module goes whole into one chunk, so the 100 documents of every screen were loaded with the
// login screen (24.6 kB gzip of the first load, growing with each new screen). Here each
// `XDocument` moves to generated/documents/XDocument.ts and graphql.ts re-exports it: the import
// sites stay as they are, and the bundler puts each document in the chunk of the screen using it.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const generated = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../renderer/src/graphql/generated',
);
const typesFile = join(generated, 'graphql.ts');
const documentsDir = join(generated, 'documents');

const DOCUMENT =
  /^export const (\w+Document) = (\{.*\}) as unknown as DocumentNode<(\w+), (\w+)>;$/;

const lines = readFileSync(typesFile, 'utf8').split('\n');
rmSync(documentsDir, { recursive: true, force: true });
mkdirSync(documentsDir);
let moved = 0;
const kept = lines.map((line) => {
  const match = DOCUMENT.exec(line);
  if (!match) return line;
  const [, name, ast, result, variables] = match;
  writeFileSync(
    join(documentsDir, `${name}.ts`),
    [
      '/* eslint-disable */',
      "import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';",
      `import type { ${result}, ${variables} } from '../graphql';`,
      '',
      `export const ${name} = ${ast} as unknown as DocumentNode<${result}, ${variables}>;`,
      '',
    ].join('\n'),
  );
  moved += 1;
  return `export { ${name} } from './documents/${name}';`;
});
if (readdirSync(documentsDir).length !== moved) throw new Error('two documents share a name');
writeFileSync(typesFile, kept.join('\n'));
