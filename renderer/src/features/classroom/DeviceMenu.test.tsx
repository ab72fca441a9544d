import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'zustand/vanilla';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { i18n } from '../../i18n';
import type { ClassSession, SessionState } from './classSession';
import { DeviceMenu } from './DeviceMenu';

const switchDevice = vi.hoisted(() => vi.fn());
vi.mock('./localControls', () => ({ switchDevice }));

const device = (kind: MediaDeviceKind, deviceId: string, label: string) => ({ kind, deviceId, label, groupId: '' }) as MediaDeviceInfo;

function renderMenu() {
  const store = createStore(() => ({ devices: { cameraId: 'built-in', micId: 'laptop' } }) as unknown as SessionState);
  const session = { store } as unknown as ClassSession;
  render(
    <AppProviders client={createQueryClient()}>
      <DeviceMenu session={session} />
    </AppProviders>,
  );
  return session;
}

beforeEach(async () => {
  switchDevice.mockClear();
  await i18n.changeLanguage('en');
  // jsdom's navigator has no mediaDevices: a navigator that has them, and everything else jsdom's has.
  const mediaDevices = {
    enumerateDevices: async () => [
      device('videoinput', 'built-in', 'Integrated Camera'),
      device('videoinput', 'usb', 'USB Camera'),
      device('audioinput', 'laptop', 'Laptop microphone'),
      device('audioinput', 'headset', ''),
    ],
  };
  vi.stubGlobal('navigator', Object.create(navigator, { mediaDevices: { value: mediaDevices } }));
});

describe('the device menu', () => {
  it('lists the cameras and microphones when opened, the ones in use checked, and switches to the one picked', async () => {
    const session = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Camera and microphone' }));
    expect(await screen.findByRole('menuitemradio', { name: 'USB Camera' })).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'Integrated Camera' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Laptop microphone' })).toHaveAttribute('aria-checked', 'true');
    // A device without a label (no permission for it yet) still has a name.
    expect(screen.getByRole('menuitemradio', { name: 'Device 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'USB Camera' }));
    expect(switchDevice).toHaveBeenCalledWith(session, 'camera', 'usb');
  });

  it('closes with one Escape after a mouse opened it (its tooltip takes no Escape while it is open)', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Camera and microphone' });
    await userEvent.click(button);
    await screen.findByRole('menuitemradio', { name: 'USB Camera' });
    // The pointer rests on the button long enough for its tooltip's delay.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('names its parts in Korean', async () => {
    await i18n.changeLanguage('ko');
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: '카메라와 마이크' }));
    expect(await screen.findByText('마이크')).toBeInTheDocument();
  });
});
