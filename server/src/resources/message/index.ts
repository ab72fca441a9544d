/*
 * The message resource's public surface: other resources import only from here. Account removal
 * (the user resource) uses the cleanup, so this resource never imports the user resource.
 */
export { messageRoutes } from './routes';
export { deleteAbandonedMessages, deleteStoredFiles, messageIdxsOfUsers } from './cleanup';
export { insertMessage } from './repository';
export { escapeHtml, type NoticeText, sendNotice } from './notices';
export { hasVisibleContent, sanitizeMessageHtml } from './sanitize';
