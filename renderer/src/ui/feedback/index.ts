/**
 * Error reactions, popups and toasts: infrastructure every feature and the app shell use, so this surface
 * is loaded eagerly and must stay light: the popup and toaster hosts come from hosts.ts, loaded on first use.
 */
export { confirmErrorPopup, showErrorPopup, useErrorPopupStore, type ErrorPopupOptions, type ErrorPopupType } from './errorPopupStore';
export { errorText, handleApiError, reactionFor, type ErrorReaction } from './errorReactions';
export { notify, useToastRequested, type NotifyIntent } from './notify';
