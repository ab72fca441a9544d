/** Joining a class (local agent, deep link, install dialog, web classroom); the host is mounted by the shell. */
export { ClassLauncherHost } from './ClassLauncherHost';
export { launchClass, resetLaunchState } from './launchFlow';
export { type ClassLaunchRequest } from './launchStore';
export { useClassLauncher, type ClassLauncher } from './useClassLauncher';
