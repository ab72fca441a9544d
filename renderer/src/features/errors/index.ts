/**
 * Error reactions, popups, toasts and the error pages: used by every feature and by the app shell,
 * so this surface is loaded eagerly and must stay light: the popup and toaster hosts come from
 * hosts.ts, loaded on first use.
 */
export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export { confirmErrorPopup, showErrorPopup, useErrorPopupStore, type ErrorPopupOptions, type ErrorPopupType } from './errorPopupStore';
export { errorText, handleApiError, reactionFor, type ErrorReaction } from './errorReactions';
export { notify, useToastRequested, type NotifyIntent } from './notify';
