/**
 * The error popup and the toaster, loaded on first use (app/AppProviders.tsx): Fluent's Dialog and
 * Toast stay off a page until it shows an error or a toast. What tells the app they are needed
 * (`useErrorPopupStore`, `useToastRequested`) comes with the light index.ts.
 */
export { ErrorPopupHost } from './ErrorPopupHost';
export { ToastBridge } from './ToastBridge';
