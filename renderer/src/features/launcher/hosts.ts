/**
 * The join flow's status and install dialog, loaded on the first join (app/AppProviders.tsx);
 * `useLaunchHostNeeded` in index.ts says when.
 */
export { ClassLauncherHost } from './ClassLauncherHost';
