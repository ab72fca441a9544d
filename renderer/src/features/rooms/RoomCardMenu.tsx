import { Button, Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { MoreVerticalRegular } from '@fluentui/react-icons';
import type { Room } from '@boda/contract';
import { useTranslation } from 'react-i18next';

export type RoomAction = 'qr' | 'copyLink' | 'copyCode' | 'modify' | 'remove' | 'close';

/**
 * The card's kebab menu (service-area 2.8): entry QR, invite link and code for everyone who may
 * register rooms; modify, remove and close class for the owner. An open class is closed, not removed.
 */
export function RoomCardMenu({ room, onAction }: { room: Room; onAction: (action: RoomAction) => void }) {
  const { t } = useTranslation('rooms');
  const open = room.meet.exist;
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<MoreVerticalRegular />} aria-label={t('menu.label')} data-testid="room-card-menu" />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => onAction('qr')} data-testid="room-menu-qr">
            {t('menu.qr')}
          </MenuItem>
          <MenuItem onClick={() => onAction('copyLink')} data-testid="room-menu-copy-link">
            {t('menu.copyLink')}
          </MenuItem>
          <MenuItem onClick={() => onAction('copyCode')} data-testid="room-menu-copy-code">
            {t('menu.copyCode')}
          </MenuItem>
          {room.isOwner ? (
            <>
              <MenuDivider />
              <MenuItem onClick={() => onAction('modify')} data-testid="room-menu-modify">
                {t('menu.modify')}
              </MenuItem>
              {open ? (
                <MenuItem onClick={() => onAction('close')} data-testid="room-menu-close">
                  {t('menu.close')}
                </MenuItem>
              ) : (
                <MenuItem onClick={() => onAction('remove')} data-testid="room-menu-remove">
                  {t('menu.remove')}
                </MenuItem>
              )}
            </>
          ) : null}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
