import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { MoreHorizontal20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ClassroomControl, type ClassroomParticipant } from '@boda/contract';
import { useConfirm } from '../../ui/useConfirm';
import { useMenuTooltip } from '../../ui/useMenuTooltip';
import type { ClassSession } from './classSession';

export interface ParticipantActionsProps {
  session: ClassSession;
  participant: ClassroomParticipant;
  hasPen: boolean;
}

/** The teacher's controls over one participant: mute, stop camera, lower a raised hand, the pen, remove (asked first). */
export function ParticipantActions({ session, participant, hasPen }: ParticipantActionsProps) {
  const { t } = useTranslation('classroom');
  const named = useMenuTooltip();
  const [confirmDialog, confirm] = useConfirm('classroom-remove-confirm');
  const name = participant.userName;
  const remove = async () => {
    const sure = await confirm({
      title: t('teacher.removeConfirmTitle', { name }),
      message: t('teacher.removeConfirm', { name }),
      confirmLabel: t('teacher.remove'),
    });
    if (sure) session.control(participant.peerId, ClassroomControl.REMOVE);
  };
  return (
    <>
      <Menu {...named.menu}>
        <MenuTrigger disableButtonEnhancement>
          {/* Beside the button, not above it: above, it covered the row above's button when focus came back. */}
          <Tooltip {...named.tooltip} content={t('teacher.actionsFor', { name })} relationship="label" positioning="before">
            <Button appearance="subtle" icon={<MoreHorizontal20Regular />} data-testid="classroom-participant-actions" />
          </Tooltip>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem
              disabled={!participant.media.mic}
              onClick={() => session.control(participant.peerId, ClassroomControl.MUTE)}
              data-testid="classroom-action-mute"
            >
              {t('teacher.mute')}
            </MenuItem>
            <MenuItem
              disabled={!participant.media.camera}
              onClick={() => session.control(participant.peerId, ClassroomControl.STOP_CAMERA)}
              data-testid="classroom-action-stop-camera"
            >
              {t('teacher.stopCamera')}
            </MenuItem>
            <MenuItem
              disabled={!participant.hand}
              onClick={() => session.control(participant.peerId, ClassroomControl.LOWER_HAND)}
              data-testid="classroom-action-lower-hand"
            >
              {t('teacher.lowerHand')}
            </MenuItem>
            <MenuItem onClick={() => session.givePen(hasPen ? null : participant.peerId)} data-testid="classroom-action-pen">
              {hasPen ? t('teacher.takePen') : t('teacher.givePen')}
            </MenuItem>
            <MenuItem onClick={() => void remove()} data-testid="classroom-action-remove">
              {t('teacher.remove')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {confirmDialog}
    </>
  );
}
