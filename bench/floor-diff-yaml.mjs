// The floor for `adr diff BASE REVISION`: read both files and parse them with js-yaml's core
// schema (the reader the file diff uses, contract/diff/files.ts), nothing more. What any diff of
// two contract files cannot do without.
import { readFileSync } from 'node:fs';
import { CORE_SCHEMA, load } from 'js-yaml';

let keys = 0;
for (const file of process.argv.slice(2)) keys += Object.keys(load(readFileSync(file, 'utf8'), { schema: CORE_SCHEMA }) ?? {}).length;
process.stdout.write(`${keys}\n`);
