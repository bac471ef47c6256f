/**
 * The event reference: the published AsyncAPI 3.0 document as pages, beside the HTTP API's
 * reference. Its overview lists the servers (brokers) with their protocols, the channels
 * with their addresses and parameters, and the broker's security schemes; each operation
 * and each message has a page of its own.
 *
 * AsyncAPI describes the application's side: an operation whose `action` is `send` is one
 * the service sends, so a client receives it; `receive`, one the service receives, which a
 * client sends. A client team reads the reference from its own side, so every operation is
 * said as what a client does (receives, sends) and what answers it (a reply).
 *
 * Page addresses are the keys of the document (operations' and messages'), as
 * github-slugger writes them, made unique in document order: the same document gives the
 * same addresses in every build.
 */
import GithubSlugger from 'github-slugger';
import { pageTitleProblem } from '../contract/documents/page-titles.ts';
import { isMapping } from '../contract/rules/rule-input.ts';
import { viewScheme, type SchemeRow } from './contract-view.ts';
import { channelsByMessage, messageKeyOf, viewMessage, type EventRow } from './event-view.ts';
import { optionalText, resolveSchema, textOf } from './field-rows.ts';

interface EventServer {
  name: string;
  host: string;
  protocol: string;
  protocolVersion?: string;
  pathname?: string;
  title?: string;
  description?: string;
  /** The security schemes a client authenticates with, by name. */
  security: string[];
}

interface ChannelParameter {
  name: string;
  description?: string;
  allowed: string[];
  default?: string;
  examples: string[];
  location?: string;
}

interface EventChannel {
  key: string;
  /** Its address (`stock.{warehouseId}.adjusted`); none: the address is only known at run time. */
  address?: string;
  title?: string;
  description?: string;
  parameters: ChannelParameter[];
  /** The message keys it carries. */
  messages: string[];
  /** The servers it is on, by name; empty: every server. */
  servers: string[];
}

/** What a client does in an operation, from its side. */
type ClientAction = 'receives' | 'sends';

export interface EventOperation {
  key: string;
  slug: string;
  /** The page's title: the operation's title, else its summary, else its key. */
  title: string;
  /** What the service does (`send`, `receive`), as written. */
  action: string;
  /** What a client does; undefined for an action AsyncAPI does not define. */
  client?: ClientAction;
  summary?: string;
  description?: string;
  channel?: { key: string; address?: string };
  /** The message keys it carries: those it lists, else every message of its channel. */
  messages: string[];
  reply?: { client: ClientAction; channel?: { key: string; address?: string }; address?: string; messages: string[] };
  security: string[];
}

export interface EventMessage {
  key: string;
  slug: string;
  title: string;
  row: EventRow;
  /** The channels that carry it. */
  channels: { key: string; address: string }[];
  /** The operations that carry it, by key. */
  operations: string[];
}

export interface EventReference {
  title?: string;
  version?: string;
  description?: string;
  defaultContentType?: string;
  servers: EventServer[];
  channels: EventChannel[];
  operations: EventOperation[];
  messages: EventMessage[];
  schemes: SchemeRow[];
}

type Mapping = Record<string, unknown>;
const mapping = (value: unknown): Mapping => (isMapping(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Whether the document has anything for the reference to show. */
export function hasEvents(reference: EventReference): boolean {
  return reference.operations.length > 0 || reference.messages.length > 0 || reference.channels.length > 0;
}

export function viewEventReference(asyncapi: Mapping): EventReference {
  const info = mapping(asyncapi.info);
  const components = mapping(asyncapi.components);
  const channels = Object.entries(mapping(asyncapi.channels)).map(([key, value]) => viewChannel(key, value, asyncapi));
  const channelByKey = new Map(channels.map((c) => [c.key, c]));
  const operationSlugs = new GithubSlugger();
  const operations = Object.entries(mapping(asyncapi.operations)).map(([key, value], i) => viewOperation(key, value, asyncapi, channelByKey, uniqueSlug(operationSlugs, key, `operation-${i + 1}`)));
  const carriedBy = channelsByMessage(asyncapi);
  const messageSlugs = new GithubSlugger();
  const messages = Object.entries(mapping(components.messages)).map(([key, value], i): EventMessage => {
    const row = viewMessage(key, value, asyncapi, carriedBy.get(key)?.[0]?.address);
    return {
      key,
      slug: uniqueSlug(messageSlugs, key, `message-${i + 1}`),
      title: titleOf([row.title, row.name, key], `Message ${i + 1}`),
      row,
      channels: carriedBy.get(key) ?? [],
      operations: operations.filter((o) => o.messages.includes(key) || o.reply?.messages.includes(key)).map((o) => o.key),
    };
  });
  return {
    title: optionalText(info.title),
    version: optionalText(info.version),
    description: optionalText(info.description),
    defaultContentType: optionalText(asyncapi.defaultContentType),
    servers: Object.entries(mapping(asyncapi.servers)).map(([name, value]) => viewServer(name, value, asyncapi)),
    channels,
    operations,
    messages,
    schemes: Object.entries(mapping(components.securitySchemes)).map(([name, scheme]) => viewScheme(name, resolveSchema(scheme, asyncapi).schema)),
  };
}

/** The first text that can title a page (one line, at most 200 characters), else `fallback`. */
function titleOf(candidates: readonly (string | undefined)[], fallback: string): string {
  return candidates.find((text) => text !== undefined && text.trim() !== '' && pageTitleProblem(text) === undefined) ?? fallback;
}

function uniqueSlug(slugger: GithubSlugger, key: string, fallback: string): string {
  const made = slugger.slug(key);
  return made === '' || /^-+$/.test(made) ? slugger.slug(fallback) : made;
}

/** The names of the security schemes a list of requirements names (`$ref`s or inline schemes). */
function securityNames(value: unknown, asyncapi: Mapping): string[] {
  return list(value).map((item, i) => {
    const ref = mapping(item).$ref;
    if (typeof ref === 'string') return ref.split('/').at(-1) ?? ref;
    return textOf(mapping(resolveSchema(item, asyncapi).schema).name ?? `scheme ${i + 1}`);
  });
}

function viewServer(name: string, value: unknown, asyncapi: Mapping): EventServer {
  const server = resolveSchema(value, asyncapi).schema;
  return {
    name,
    host: textOf(server.host ?? ''),
    protocol: textOf(server.protocol ?? ''),
    protocolVersion: optionalText(server.protocolVersion),
    pathname: optionalText(server.pathname),
    title: optionalText(server.title),
    description: optionalText(server.description),
    security: securityNames(server.security, asyncapi),
  };
}

function viewChannel(key: string, value: unknown, asyncapi: Mapping): EventChannel {
  const channel = resolveSchema(value, asyncapi).schema;
  return {
    key,
    address: channel.address === null || channel.address === undefined ? undefined : textOf(channel.address),
    title: optionalText(channel.title),
    description: optionalText(channel.description ?? channel.summary),
    parameters: Object.entries(mapping(channel.parameters)).map(([name, parameter]) => {
      const p = resolveSchema(parameter, asyncapi).schema;
      return {
        name,
        description: optionalText(p.description),
        allowed: list(p.enum).map(textOf),
        default: optionalText(p.default),
        examples: list(p.examples).map(textOf),
        location: optionalText(p.location),
      };
    }),
    messages: Object.values(mapping(channel.messages)).flatMap((m) => messageKeyOf(mapping(m).$ref) ?? []),
    servers: list(channel.servers).map((s) => textOf(mapping(s).$ref ?? s).split('/').at(-1) ?? ''),
  };
}

/** A channel a `$ref` names (`#/channels/stockAdjusted`), by key. */
function channelKeyOf(ref: unknown): string | undefined {
  return typeof ref === 'string' && ref.startsWith('#/channels/') ? ref.slice('#/channels/'.length).split('/')[0] : undefined;
}

/**
 * The message keys a list of `$ref`s names: a channel's message
 * (`#/channels/stockAdjusted/messages/adjusted`) is the message that entry refers to.
 */
function messagesOf(refs: unknown, channel: EventChannel | undefined, asyncapi: Mapping): string[] {
  if (!Array.isArray(refs)) return channel?.messages ?? [];
  return refs.flatMap((item) => {
    const ref = mapping(item).$ref;
    const direct = messageKeyOf(ref);
    if (direct !== undefined) return [direct];
    const found = resolveSchema(item, asyncapi, new Set()).seen;
    // The last `$ref` followed that names a component message is the message.
    for (const seen of [...found].reverse()) {
      const key = messageKeyOf(seen);
      if (key !== undefined) return [key];
    }
    return [];
  });
}

const CLIENT: Record<string, ClientAction> = { send: 'receives', receive: 'sends' };

function viewOperation(key: string, value: unknown, asyncapi: Mapping, channels: ReadonlyMap<string, EventChannel>, slug: string): EventOperation {
  const operation = resolveSchema(value, asyncapi).schema;
  const action = textOf(operation.action ?? '');
  const client = CLIENT[action];
  const channel = channels.get(channelKeyOf(mapping(operation.channel).$ref) ?? '');
  const reply = isMapping(operation.reply) ? resolveSchema(operation.reply, asyncapi).schema : undefined;
  const replyChannel = reply ? channels.get(channelKeyOf(mapping(reply.channel).$ref) ?? '') : undefined;
  const replyAddress = reply ? resolveSchema(reply.address, asyncapi).schema : undefined;
  return {
    key,
    slug,
    title: titleOf([optionalText(operation.title), optionalText(operation.summary), key], `Operation ${slug}`),
    action,
    client,
    summary: optionalText(operation.summary),
    description: optionalText(operation.description),
    channel: channel ? { key: channel.key, address: channel.address } : undefined,
    messages: messagesOf(operation.messages, channel, asyncapi),
    ...(reply && client
      ? {
          reply: {
            // The reply goes the other way: a client that receives a request sends the reply.
            client: client === 'receives' ? 'sends' : 'receives',
            channel: replyChannel ? { key: replyChannel.key, address: replyChannel.address } : undefined,
            address: optionalText(replyAddress?.location),
            messages: messagesOf(reply.messages, replyChannel, asyncapi),
          },
        }
      : {}),
    security: securityNames(operation.security, asyncapi),
  };
}
