import type { ResourceLanguage } from 'i18next';
import { byNamespace } from './byNamespace';

/** Every JSON file under en/ is a namespace named after the file; one chunk, loaded when en is shown (../resources.ts). */
export default byNamespace(import.meta.glob<ResourceLanguage>('./en/*.json', { eager: true, import: 'default' }));
