/** Joining a class (local agent, deep link, install dialog, web classroom); the host (hosts.ts) is mounted by the shell on the first join. */
export { useLaunchHostNeeded } from './launchStore';
export { launchClass, resetLaunchState } from './launchFlow';
export { type ClassLaunchRequest } from './launchStore';
export { useClassLauncher, type ClassLauncher } from './useClassLauncher';
