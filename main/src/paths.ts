import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where built files and shipped resources are, packaged or not. */
export function appPaths(isPackaged: boolean, resourcesPath: string, appPath: string) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Packaged: resources/*.json are extraResources beside app.asar; in development they are in the repo.
  const resources = isPackaged ? resourcesPath : path.join(appPath, 'resources');
  return {
    renderer: path.join(here, '../renderer'),
    preload: path.join(here, '../preload/index.cjs'),
    resources,
    clientLocations: path.join(resources, 'class-client-locations.json'),
    defaults: path.join(resources, 'default-server.json'),
    bundledPolicy: path.join(resources, 'policy.json'),
    trayIcon: path.join(resources, 'tray.png'),
  };
}
