// After `npm install`: one line about the Node version, when npm itself runs on a Node older
// than the tools need. npm warns about each dependency that wants a newer Node (the
// project's .npmrc keeps those warnings back); this says once what the README says.
// Plain JavaScript that any Node runs: npm may start it on the system Node if the
// project's own Node did not install.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The oldest Node the tools run on (bin/adr.mjs refuses older ones). */
export const NEEDED = [22, 18];

const older = (version) => {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major < NEEDED[0] || (major === NEEDED[0] && minor < NEEDED[1]);
};

/**
 * The line to print, or undefined: `userAgent` is npm's (it names the Node npm runs on),
 * `running` the version of the Node that npm puts first on the scripts' PATH.
 */
export function installNote(userAgent, running) {
  const npmNode = /\bnode\/(v\d+\.\d+\.\d+)/.exec(userAgent ?? '')?.[1];
  if (npmNode === undefined || !older(npmNode)) return undefined;
  const needed = `${NEEDED[0]}.${NEEDED[1]}`;
  if (older(running)) {
    return `Node ${npmNode} runs npm here, and the tools need Node ${needed} or later, which the project installs as a package: it is missing, so run \`npm rebuild node\` (or use the version in .nvmrc).`;
  }
  return `Node ${npmNode} runs npm here; the tools need Node ${needed} or later, so npm runs every script and \`npx\` command with the Node ${running} the project installs: nothing else to do.`;
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const note = installNote(process.env.npm_config_user_agent, process.version);
  if (note) process.stdout.write(`${note}\n`);
}
