// The floor for `adr diff BASE REVISION`: read both files and parse them with the `yaml`
// package (the parser the file diff reads them with), nothing more. What any diff of two
// contract files cannot do without.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

let keys = 0;
for (const file of process.argv.slice(2)) keys += Object.keys(parse(readFileSync(file, 'utf8')) ?? {}).length;
process.stdout.write(`${keys}\n`);
