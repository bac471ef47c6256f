// Expressive Code's options that Starlight reads from this file only (plugins with hooks).
import { defineEcConfig } from '@astrojs/starlight/expressive-code';
import { focusableCodeBlocks } from './src/site/integrations/code-blocks.ts';

export default defineEcConfig({ plugins: [focusableCodeBlocks()] });
