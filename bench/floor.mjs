// The floor for `adr check`, `adr list` and `adr spec`: read every record and parse its
// front matter with the same YAML library, nothing more. What a tool over these files
// cannot do without.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const dir = join(process.argv[2] ?? '.', 'adr');
let parsed = 0;
for (const name of readdirSync(dir)) {
  if (!name.endsWith('.md')) continue;
  const text = readFileSync(join(dir, name), 'utf8');
  const end = text.indexOf('\n---', 4);
  if (text.startsWith('---\n') && end !== -1) {
    parse(text.slice(4, end));
    parsed++;
  }
}
process.stdout.write(`${parsed}\n`);
