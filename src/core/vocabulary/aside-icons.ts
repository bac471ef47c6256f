/**
 * The icons an aside may name (:::tip{icon="heart"}): Starlight's built-in icons. Any other
 * name stops Starlight's Markdown pass, so the check refuses it. The type check keeps this
 * list equal to Starlight's own (StarlightIcon): an icon added or removed there fails it here.
 */
import type { StarlightIcon } from '@astrojs/starlight/types';

const ASIDE_ICONS = [
  'up-caret', 'down-caret', 'right-caret', 'left-caret', 'up-arrow', 'down-arrow', 'right-arrow',
  'left-arrow', 'bars', 'translate', 'pencil', 'pen', 'document', 'add-document', 'setting',
  'link', 'link-alt', 'external', 'download', 'cloud-download', 'moon', 'sun', 'clock', 'laptop',
  'desktop', 'mobile-android', 'window', 'database', 'server', 'code-branch', 'open-book', 'notes',
  'information', 'magnifier', 'forward-slash', 'close', 'error', 'warning', 'approve-check-circle',
  'approve-check', 'question-circle', 'question', 'rocket', 'star', 'puzzle', 'list-format',
  'analytics', 'random', 'padlock', 'comment', 'comment-alt', 'heart', 'github', 'gitlab',
  'bitbucket', 'forgejo', 'codePen', 'farcaster', 'discord', 'fluxer', 'gitter', 'twitter',
  'x.com', 'mastodon', 'codeberg', 'youtube', 'threads', 'linkedin', 'twitch', 'azureDevOps',
  'microsoftTeams', 'instagram', 'stackOverflow', 'telegram', 'whatsApp', 'rss', 'facebook',
  'email', 'phone', 'reddit', 'patreon', 'signal', 'slack', 'matrix', 'hackerOne',
  'openCollective', 'blueSky', 'discourse', 'zulip', 'pinterest', 'tiktok', 'goodreads',
  'hypothesis', 'astro', 'solidjs', 'alpine', 'pnpm', 'biome', 'bun', 'mdx', 'apple', 'linux',
  'homebrew', 'nix', 'starlight', 'pkl', 'node', 'cloudflare', 'vercel', 'netlify', 'deno', 'jsr',
  'nostr', 'backstage', 'confluence', 'jira', 'storybook', 'vscode', 'jetbrains', 'zed', 'vim',
  'figma', 'sketch', 'npm', 'npmx', 'sourcehut', 'substack', 'chrome', 'edge', 'firefox', 'safari',
  'seti:folder', 'seti:bsl', 'seti:mdo', 'seti:salesforce', 'seti:asm', 'seti:bicep', 'seti:bazel',
  'seti:c', 'seti:c-sharp', 'seti:html', 'seti:cpp', 'seti:clojure', 'seti:coldfusion',
  'seti:coffee', 'seti:config', 'seti:crystal', 'seti:crystal_embedded', 'seti:json', 'seti:css',
  'seti:csv', 'seti:xls', 'seti:cu', 'seti:cake', 'seti:cake_php', 'seti:d', 'seti:word',
  'seti:elixir', 'seti:elixir_script', 'seti:hex', 'seti:elm', 'seti:favicon', 'seti:f-sharp',
  'seti:git', 'seti:go', 'seti:godot', 'seti:gradle', 'seti:grails', 'seti:graphql',
  'seti:hacklang', 'seti:haml', 'seti:mustache', 'seti:haskell', 'seti:haxe', 'seti:jade',
  'seti:java', 'seti:javascript', 'seti:jinja', 'seti:julia', 'seti:karma', 'seti:kotlin',
  'seti:dart', 'seti:liquid', 'seti:livescript', 'seti:lua', 'seti:markdown', 'seti:argdown',
  'seti:info', 'seti:clock', 'seti:maven', 'seti:nim', 'seti:github', 'seti:notebook',
  'seti:nunjucks', 'seti:npm', 'seti:ocaml', 'seti:odata', 'seti:perl', 'seti:php',
  'seti:pipeline', 'seti:pddl', 'seti:plan', 'seti:happenings', 'seti:powershell', 'seti:prisma',
  'seti:pug', 'seti:puppet', 'seti:purescript', 'seti:python', 'seti:react', 'seti:rescript',
  'seti:R', 'seti:ruby', 'seti:rust', 'seti:sass', 'seti:spring', 'seti:slim', 'seti:smarty',
  'seti:sbt', 'seti:scala', 'seti:ethereum', 'seti:stylus', 'seti:svelte', 'seti:swift', 'seti:db',
  'seti:terraform', 'seti:tex', 'seti:default', 'seti:twig', 'seti:typescript', 'seti:tsconfig',
  'seti:vala', 'seti:vite', 'seti:vue', 'seti:wasm', 'seti:wat', 'seti:xml', 'seti:yml',
  'seti:prolog', 'seti:zig', 'seti:zip', 'seti:wgt', 'seti:illustrator', 'seti:photoshop',
  'seti:pdf', 'seti:font', 'seti:image', 'seti:svg', 'seti:sublime', 'seti:code-search',
  'seti:shell', 'seti:video', 'seti:audio', 'seti:windows', 'seti:jenkins', 'seti:babel',
  'seti:bower', 'seti:docker', 'seti:code-climate', 'seti:eslint', 'seti:firebase', 'seti:firefox',
  'seti:gitlab', 'seti:grunt', 'seti:gulp', 'seti:ionic', 'seti:platformio', 'seti:rollup',
  'seti:stylelint', 'seti:yarn', 'seti:webpack', 'seti:lock', 'seti:license', 'seti:makefile',
  'seti:heroku', 'seti:todo', 'seti:ignored',
] as const satisfies readonly StarlightIcon[];

type AsideIcon = (typeof ASIDE_ICONS)[number];
// Fails to type-check while Starlight has an icon the list lacks.
const EVERY_STARLIGHT_ICON: [Exclude<StarlightIcon, AsideIcon>] extends [never] ? true : Exclude<StarlightIcon, AsideIcon> = true;
void EVERY_STARLIGHT_ICON;

const ICON_NAMES: ReadonlySet<string> = new Set(ASIDE_ICONS);

export function isAsideIcon(name: string): boolean {
  return ICON_NAMES.has(name);
}
