// The figure of issue 31: functions (declarations, expressions, arrows, methods) of the app's source
// longer than 80 and 200 lines, and the longest ones. `node scripts/functionSizes.mjs [root] [top N]`.
import ts from 'typescript';
import process from 'node:process';
import { stdout } from 'node:process';
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
const root = process.argv[2] ?? '.';
const files = execSync(
  'git ls-files "renderer/src/*.ts" "renderer/src/*.tsx" "server/src/*.ts" "main/*.ts" "common/*.ts" "preload/*.ts"',
  { cwd: root },
)
  .toString()
  .split('\n')
  .filter((f) => f && !f.includes('/generated/') && !f.includes('/migrations/'));
const sizes = [];
for (const f of files) {
  const text = readFileSync(`${root}/${f}`, 'utf8');
  const sf = ts.createSourceFile(
    f,
    text,
    ts.ScriptTarget.Latest,
    true,
    f.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const visit = (n) => {
    if (ts.isFunctionLike(n) && n.body) {
      const a = sf.getLineAndCharacterOfPosition(n.getStart()).line,
        b = sf.getLineAndCharacterOfPosition(n.end).line;
      const name =
        n.name?.getText?.() ??
        (ts.isVariableDeclaration(n.parent) ? n.parent.name.getText() : '(anon)');
      sizes.push({ f, name, lines: b - a + 1 });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
}
sizes.sort((x, y) => y.lines - x.lines);
const over = (k) => sizes.filter((s) => s.lines > k).length;
stdout.write(
  `files ${files.length} functions ${sizes.length} >80: ${over(80)} >200: ${over(200)}\n`,
);
for (const s of sizes.slice(0, Number(process.argv[3] ?? 20)))
  stdout.write(`${s.lines} ${s.f} ${s.name}\n`);
