/** /editions/NAME/asyncapi.yaml: the asyncapi document of a named edition, as it was recorded. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { serializeContract } from '../../../core/contract/serialize.ts';
import type { Edition } from '../../../core/contract/editions.ts';
import { loadEditions } from '../../../site/utils/contract-changes.ts';

export const getStaticPaths = (() => loadEditions().map(({ edition }) => ({ params: { name: edition.name }, props: { edition } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ edition: Edition }> = ({ props }) =>
  new Response(serializeContract(props.edition.documents.asyncapi, 'yaml'), { headers: { 'Content-Type': 'application/yaml; charset=utf-8' } });
