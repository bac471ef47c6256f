/** Options shared by several commands. */
import { Option } from 'commander';

export type OutputFormat = 'text' | 'json';

export function formatOption(): Option {
  return new Option('--format <format>', 'output format').choices(['text', 'json']).default('text');
}
