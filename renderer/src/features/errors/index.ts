/**
 * Error reactions, popups, toasts and the error pages: used by every feature and by the app shell,
 * so this surface is loaded eagerly and must stay light.
 */
export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export { ErrorPopupHost } from './ErrorPopupHost';
export { ToastBridge } from './ToastBridge';
export { confirmErrorPopup, showErrorPopup, useErrorPopupStore, type ErrorPopupOptions, type ErrorPopupType } from './errorPopupStore';
export { errorText, handleApiError, reactionFor, type ErrorReaction } from './errorReactions';
export { notify, type NotifyIntent } from './notify';
