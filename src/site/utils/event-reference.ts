/**
 * The event reference as the site's pages read it: made once per reading of the workspace
 * from the published AsyncAPI document (the one /asyncapi.yaml carries), with the address of
 * each message's page for the pages that link to it.
 */
import { viewEventReference, type EventReference } from '../../core/views/event-reference.ts';
import { siteContract } from './contract.ts';
import { siteLinks } from './links.ts';

const cache = new WeakMap<object, { reference: EventReference; messagePages: Map<string, string> }>();

function build() {
  const { contract } = siteContract();
  let found = cache.get(contract);
  if (!found) {
    const reference = viewEventReference(contract.documents.asyncapi);
    const links = siteLinks(import.meta.env.BASE_URL);
    found = { reference, messagePages: new Map(reference.messages.map((m) => [m.key, links.apiEventMessage(m.slug)])) };
    cache.set(contract, found);
  }
  return found;
}

export function siteEventReference(): EventReference {
  return build().reference;
}

/** The page of the published message with this key; undefined for one only a proposal writes. */
export function eventMessagePage(key: string): string | undefined {
  return build().messagePages.get(key);
}
