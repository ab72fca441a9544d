/**
 * The login card's bodies for the modes other than the form (LoginModeContent), loaded when a company
 * shows one: the form's page carries no tab list or notices it does not show.
 */
export { EasyJoinPanel } from './EasyJoinPanel';
export { ExperiencePanel } from './ExperiencePanel';
export { InAppBrowserNotice } from './InAppBrowserNotice';
export { UnsupportedBrowserNotice } from './UnsupportedBrowserNotice';
