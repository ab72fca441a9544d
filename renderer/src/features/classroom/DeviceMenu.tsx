import { useState } from 'react';
import {
  Button,
  Menu,
  MenuGroup,
  MenuGroupHeader,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
  type MenuProps,
} from '@fluentui/react-components';
import { Settings24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ClassSession } from './classSession';
import { switchDevice } from './localControls';
import { listDevices, type DeviceLists } from './localMedia';
import { useSessionState } from './useSessionState';
import { useMenuTooltip } from '../../ui/useMenuTooltip';

const NONE: DeviceLists = { cameras: [], microphones: [] };

/**
 * The class's device menu: which camera and microphone to use, changed without leaving the class (a
 * headset plugged in, the wrong camera). The lists are read when it opens, so a device plugged in since shows.
 */
export function DeviceMenu({ session }: { session: ClassSession }) {
  const { t } = useTranslation('classroom');
  const devices = useSessionState(session, (state) => state.devices);
  const [lists, setLists] = useState<DeviceLists>(NONE);
  const named = useMenuTooltip((_event, { open }) => {
    if (open) void listDevices().then(setLists, () => setLists(NONE));
  });
  const onCheckedValueChange: MenuProps['onCheckedValueChange'] = (_event, { name, checkedItems }) => {
    const [deviceId] = checkedItems;
    if (deviceId !== undefined) void switchDevice(session, name === 'camera' ? 'camera' : 'mic', deviceId);
  };
  const group = (name: 'camera' | 'mic', header: string, list: MediaDeviceInfo[]) => (
    <MenuGroup>
      <MenuGroupHeader>{header}</MenuGroupHeader>
      {list.length === 0 ? (
        <MenuItemRadio name={name} value="" disabled>
          {t('devices.none')}
        </MenuItemRadio>
      ) : (
        list.map((device, index) => (
          <MenuItemRadio key={device.deviceId || index} name={name} value={device.deviceId} data-testid={`classroom-device-${name}`}>
            {device.label || t('devices.unnamed', { number: index + 1 })}
          </MenuItemRadio>
        ))
      )}
    </MenuGroup>
  );

  return (
    <Menu
      {...named.menu}
      checkedValues={{ camera: devices.cameraId ? [devices.cameraId] : [], mic: devices.micId ? [devices.micId] : [] }}
      onCheckedValueChange={onCheckedValueChange}
    >
      <MenuTrigger disableButtonEnhancement>
        <Tooltip {...named.tooltip} content={t('devices.button')} relationship="label">
          <Button appearance="subtle" size="large" icon={<Settings24Regular />} data-testid="classroom-devices" />
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {group('camera', t('devices.camera'), lists.cameras)}
          {group('mic', t('devices.microphone'), lists.microphones)}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
