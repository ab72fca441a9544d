import { useEffect, useMemo } from 'react';
import { Avatar, type AvatarProps } from '@fluentui/react-components';
import { useEmergencyMode } from '../../api/sessionHooks';
import { useProfileImage } from './queries';

export interface ProfileAvatarProps {
  userIdx: number;
  fileIdx: number | null;
  name: string;
  size?: AvatarProps['size'];
}

/** The user's 200x200 profile image, or initials; images are off in emergency mode (foundation.md 4). */
export function ProfileAvatar({ userIdx, fileIdx, name, size = 72 }: ProfileAvatarProps) {
  const emergency = useEmergencyMode();
  const image = useProfileImage(userIdx, fileIdx, !emergency);
  const url = useMemo(() => (image.data ? URL.createObjectURL(image.data) : undefined), [image.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return (
    <Avatar
      name={name}
      size={size}
      image={url ? { src: url } : undefined}
      data-testid="profile-avatar"
      data-has-image={url ? 'true' : 'false'}
    />
  );
}
