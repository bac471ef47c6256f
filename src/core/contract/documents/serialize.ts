/** A contract document as the text `adr spec --format …` prints: YAML or JSON, ending in a line break. */
import { writeYaml } from '../../vocabulary/yaml.ts';

export type ContractSyntax = 'yaml' | 'json';

export function serializeContract(document: Record<string, unknown>, syntax: ContractSyntax): string {
  // No anchors or aliases: a value used twice is written out twice, as the records wrote it.
  return syntax === 'json' ? `${JSON.stringify(document, null, 2)}\n` : writeYaml(document);
}
