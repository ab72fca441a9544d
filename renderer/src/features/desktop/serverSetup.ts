import { platform } from '../../platform';

/** The desktop's first run: no server is set yet (the web build always has its server). */
export function needsServerSetup(): boolean {
  return platform.serverSetup?.current() === null;
}
