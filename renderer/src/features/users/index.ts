/**
 * User and group management (manage area). Pages load on first visit (own chunk); the rest is what
 * my-info and the message receiver picker share.
 */
export const loadUserPages = () => import('./pages');
export { resetBrowserSettings } from './resetSettings';
export { useModifyName, useResetProfile, useUploadProfile } from './mutations';
export { PasswordDialog, type PasswordDialogProps } from './PasswordDialog';
export { ProfileAvatar, type ProfileAvatarProps } from './ProfileAvatar';
export { useUser, useUserList, type UserListParams } from './queries';
/** Memos about a user (the settlement opens them from an attendee row). */
export { MemoTab } from './MemoTab';
