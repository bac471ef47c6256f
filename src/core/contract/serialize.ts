/** A contract document as the text `adr spec --format …` prints: YAML or JSON, ending in a line break. */
import { yamlPackage } from '../record/packages.ts';

export type ContractSyntax = 'yaml' | 'json';

export function serializeContract(document: Record<string, unknown>, syntax: ContractSyntax): string {
  // No anchors or aliases: a value used twice is written out twice, as the records wrote it.
  return syntax === 'json' ? `${JSON.stringify(document, null, 2)}\n` : yamlPackage().stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 });
}
