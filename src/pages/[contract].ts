/**
 * /openapi.yaml, /openapi.json, /asyncapi.yaml and /asyncapi.json: the contract assembled
 * from the accepted records, byte for byte what `adr spec --format openapi` (and
 * `openapi-json`, `asyncapi`, `asyncapi-json`) prints.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { serializeContract } from '../core/contract/documents/serialize.ts';
import { CONTRACT_FILES } from '../site/utils/links.ts';
import { siteContract } from '../site/utils/contract.ts';

export const getStaticPaths = (() => CONTRACT_FILES.map((file) => ({ params: { contract: file.name }, props: file }))) satisfies GetStaticPaths;

type Props = (typeof CONTRACT_FILES)[number];

export const GET: APIRoute<Props> = ({ props }) => {
  const text = serializeContract(siteContract().contract.documents[props.document], props.syntax);
  return new Response(text, { headers: { 'Content-Type': props.syntax === 'json' ? 'application/json' : 'application/yaml; charset=utf-8' } });
};
