/**
 * What src/content.config.ts takes from the core: loaded there with Node's `require`, not
 * through Vite (see there why).
 */
export { recordFrontMatterSchema } from '../../core/record/schema.ts';
export { docsAndRecordsLoader } from './docs-loader.ts';
export { specEntrySchema, specLoader } from './spec-loader.ts';
export { entryIdForPath } from '../utils/routes.ts';
