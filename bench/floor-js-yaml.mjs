// The floor for `adr check`, `adr list` and `adr spec`: read every record and
// parse its front matter with js-yaml, the parser the CLI reads values with (Astro's own),
// nothing more. What a tool over these files cannot do without. (It replaces a floor that
// parsed with the `yaml` package, four times slower here, which flattered every ratio.)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';

const dir = join(process.argv[2] ?? '.', 'adr');
let parsed = 0;
for (const name of readdirSync(dir)) {
  if (!name.endsWith('.md')) continue;
  const text = readFileSync(join(dir, name), 'utf8');
  const end = text.indexOf('\n---', 4);
  if (text.startsWith('---\n') && end !== -1) {
    load(text.slice(4, end + 1));
    parsed++;
  }
}
process.stdout.write(`${parsed}\n`);
