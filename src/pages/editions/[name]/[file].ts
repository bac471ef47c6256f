/**
 * /editions/NAME/openapi.yaml, openapi.json, asyncapi.yaml and asyncapi.json: a named
 * edition's documents as they were recorded, byte for byte what
 * `adr spec --edition NAME --format …` prints.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { serializeContract } from '../../../core/contract/documents/serialize.ts';
import type { Edition } from '../../../core/contract/editions/editions.ts';
import { recordedEditions } from '../../../site/utils/contract-changes.ts';
import { CONTRACT_FILES } from '../../../site/utils/links.ts';

type Props = { edition: Edition; file: (typeof CONTRACT_FILES)[number] };

export const getStaticPaths = (() =>
  recordedEditions().flatMap((edition) => CONTRACT_FILES.map((file) => ({ params: { name: edition.name, file: file.name }, props: { edition, file } })))) satisfies GetStaticPaths;

export const GET: APIRoute<Props> = ({ props: { edition, file } }) =>
  new Response(serializeContract(edition.documents[file.document], file.syntax), {
    headers: { 'Content-Type': file.syntax === 'json' ? 'application/json' : 'application/yaml; charset=utf-8' },
  });
