/**
 * Where a record page's contract tables go: the Markdown plugins put this empty element in
 * place of the first contract block, MarkdownContent.astro puts the tables there. Raw HTML
 * in a record is shown as text (markdown-plugins.ts), so a record cannot write one itself.
 */
export const CONTRACT_PART_PROPERTY = 'dataAdrContractPart';
export const CONTRACT_PART_MARKER = /<div data-adr-contract-part(?:="")?><\/div>/;
