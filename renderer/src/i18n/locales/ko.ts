import type { ResourceLanguage } from 'i18next';
import { byNamespace } from './byNamespace';

/** Every JSON file under ko/ is a namespace named after the file; one chunk, loaded when ko is shown (../resources.ts). */
export default byNamespace(import.meta.glob<ResourceLanguage>('./ko/*.json', { eager: true, import: 'default' }));
