/** The manage area's company settings (operators). Pages load on first visit (own chunk). */
export const loadSettingsPages = () => import('./pages');
export { canManageSettings } from './access';
