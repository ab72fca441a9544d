import { describe, expect, it, vi } from 'vitest';
import { ClassroomService } from './classroom-service';
import {
  CLASSROOM_PARTITION,
  classroomWindowOptions,
  decideClassroomNavigation,
  isClassroomPermissionGranted,
  mayCaptureScreen,
} from './rules';

const SERVER = 'https://boda.example.kr';
const TICKET = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln';

describe('the classroom window', () => {
  it('is sandboxed, isolated, without Node or a preload, in its own persistent session', () => {
    const options = classroomWindowOptions();
    expect(options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      partition: CLASSROOM_PARTITION,
    });
    expect(options.webPreferences).not.toHaveProperty('preload');
    expect(CLASSROOM_PARTITION).toBe('persist:classroom');
  });

  it('grants camera, microphone and screen capture to the server origin only, and nothing else to anyone', () => {
    expect(isClassroomPermissionGranted('media', `${SERVER}/classroom`, SERVER, ['audio', 'video'])).toBe(true);
    expect(isClassroomPermissionGranted('media', SERVER, SERVER)).toBe(true);
    expect(isClassroomPermissionGranted('display-capture', `${SERVER}/classroom#ticket=x`, SERVER)).toBe(true);
    expect(isClassroomPermissionGranted('media', 'https://evil.example/classroom', SERVER, ['video'])).toBe(false);
    expect(isClassroomPermissionGranted('media', 'http://boda.example.kr/classroom', SERVER, ['video'])).toBe(false);
    expect(isClassroomPermissionGranted('media', `${SERVER}/classroom`, null, ['video'])).toBe(false);
    for (const other of ['notifications', 'geolocation', 'clipboard-read', 'midiSysex', 'hid', 'openExternal', 'fullscreen']) {
      expect(isClassroomPermissionGranted(other, `${SERVER}/classroom`, SERVER)).toBe(false);
    }
    expect(mayCaptureScreen(SERVER, SERVER)).toBe(true);
    expect(mayCaptureScreen('https://evil.example', SERVER)).toBe(false);
    expect(mayCaptureScreen(SERVER, null)).toBe(false);
  });

  it('stays on the classroom page; another server page (the way back) closes it; elsewhere is refused', () => {
    expect(decideClassroomNavigation(`${SERVER}/classroom#ticket=${TICKET}`, SERVER)).toBe('allow');
    expect(decideClassroomNavigation(`${SERVER}/classroom`, SERVER)).toBe('allow');
    expect(decideClassroomNavigation(`${SERVER}/acme/rooms`, SERVER)).toBe('close');
    expect(decideClassroomNavigation('https://evil.example/classroom', SERVER)).toBe('deny');
    expect(decideClassroomNavigation('file:///etc/passwd', SERVER)).toBe('deny');
    expect(decideClassroomNavigation(`${SERVER}/classroom`, null)).toBe('deny');
  });
});

describe('classroom.open', () => {
  function service(signed: boolean) {
    const show = vi.fn();
    const verifyTicket = vi.fn(() => Promise.resolve(signed));
    return { svc: new ClassroomService({ serverOrigin: () => SERVER, verifyTicket, show }), show, verifyTicket };
  }

  it("shows the server's classroom page with a ticket the server signed", async () => {
    const { svc, show, verifyTicket } = service(true);
    expect(await svc.open(`${SERVER}/classroom#ticket=${TICKET}`)).toBe(true);
    expect(verifyTicket).toHaveBeenCalledWith(TICKET);
    expect(show).toHaveBeenCalledWith(`${SERVER}/classroom#ticket=${TICKET}`);
  });

  it('refuses a ticket the server did not sign, another origin, another page, a query, credentials, no ticket', async () => {
    const unsigned = service(false);
    expect(await unsigned.svc.open(`${SERVER}/classroom#ticket=${TICKET}`)).toBe(false);
    expect(unsigned.show).not.toHaveBeenCalled();
    const { svc, show, verifyTicket } = service(true);
    for (const url of [
      `https://evil.example/classroom#ticket=${TICKET}`,
      `${SERVER}/acme#ticket=${TICKET}`,
      `${SERVER}/classroom?x=1#ticket=${TICKET}`,
      `https://u:p@boda.example.kr/classroom#ticket=${TICKET}`,
      `${SERVER}/classroom`,
      `${SERVER}/classroom#ticket=not-a-jws`,
      'javascript:alert(1)',
    ]) {
      expect(await svc.open(url)).toBe(false);
    }
    expect(verifyTicket).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();
  });
});
