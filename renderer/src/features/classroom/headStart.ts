import { CLASSROOM_WS_PATH, ClassroomClose } from '@boda/contract';
import { MediaSlot, prepareLink, type PreparedLink } from './mesh';

export interface HeadStartPorts {
  createSocket?: (url: string) => WebSocket;
  createPeerConnection?: (config: RTCConfiguration) => RTCPeerConnection;
}

export function classroomSocketUrl(serverOrigin: string): string {
  return `${serverOrigin.replace(/^http/, 'ws')}${CLASSROOM_WS_PATH}`;
}

/**
 * What a join can do while classClient.JOIN is on its way (neither needs its answer): open the signaling
 * socket (the hello, which needs the attendee token, waits for it) and make the first link's offer. The
 * session takes both over; a JOIN that fails disposes of them.
 */
export class JoinHeadStart {
  readonly socket: WebSocket;
  private link: PreparedLink | null;

  constructor(serverOrigin: string, tracks: { mic: MediaStreamTrack | null; camera: MediaStreamTrack | null }, ports: HeadStartPorts = {}) {
    this.socket = (ports.createSocket ?? ((url) => new WebSocket(url)))(classroomSocketUrl(serverOrigin));
    const createPeerConnection =
      ports.createPeerConnection ?? (typeof RTCPeerConnection === 'undefined' ? null : (config) => new RTCPeerConnection(config));
    const slots: (MediaStreamTrack | null)[] = [];
    slots[MediaSlot.AUDIO] = tracks.mic;
    slots[MediaSlot.CAMERA] = tracks.camera;
    slots[MediaSlot.SCREEN] = null;
    this.link = createPeerConnection ? prepareLink(createPeerConnection, slots) : null;
  }

  /** The prepared link, once, if the class's ICE servers are the ones it was made with (none). */
  takeLink(iceServers: readonly RTCIceServer[]): PreparedLink | null {
    const link = this.link;
    this.link = null;
    if (link && iceServers.length > 0) {
      link.pc.close();
      return null;
    }
    return link;
  }

  /** What was not taken over goes (a failed JOIN closes the socket too). */
  dispose(withSocket: boolean): void {
    this.link?.pc.close();
    this.link = null;
    if (withSocket) this.socket.close(ClassroomClose.NORMAL);
  }
}
