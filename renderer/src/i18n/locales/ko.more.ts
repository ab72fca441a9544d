import type { ResourceLanguage } from 'i18next';
import { byNamespace } from './byNamespace';

/** The feature pages' namespaces of ko: one chunk, asked for by the first page that uses one (../index.ts backend). */
export default byNamespace(
  import.meta.glob<ResourceLanguage>(
    ['./ko/*.json', '!./ko/{common,desktop,errors,invite,landing,login,nav,pages,statistics,validation}.json'],
    { eager: true, import: 'default' },
  ),
);
