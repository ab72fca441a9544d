import type { ResourceLanguage } from 'i18next';
import { byNamespace } from './byNamespace';

/**
 * The first screen's namespaces of en (sign-in, landing, invite, the app's frame and errors): one chunk,
 * loaded when en is shown (../resources.ts). The feature pages' namespaces are in en.more.ts.
 */
export default byNamespace(
  import.meta.glob<ResourceLanguage>('./en/{common,desktop,errors,invite,landing,login,nav,pages,statistics,validation}.json', {
    eager: true,
    import: 'default',
  }),
);
