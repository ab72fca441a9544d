import { ClassroomClose, type ClassroomClientFrame, type ClassroomServerFrame } from '@boda/contract';
import { reconnectDelayMs } from './backoff';

/** Closes after which coming back cannot help: the page shows why instead. */
const FINAL_CLOSES: ReadonlySet<number> = new Set([
  ClassroomClose.BAD_FRAME,
  ClassroomClose.UNAUTHORIZED,
  ClassroomClose.FORBIDDEN,
  ClassroomClose.ROOM_FULL,
  ClassroomClose.ENDED,
  ClassroomClose.REMOVED,
  ClassroomClose.REPLACED,
]);

export function isFinalClose(code: number): boolean {
  return FINAL_CLOSES.has(code);
}

/** A ping this often keeps idle proxies from closing a quiet socket, and its pong shows the way is open. */
export const PING_EVERY_MS = 5_000;
/**
 * A ping unanswered for this long (nothing at all heard since it, through the pings after it): the
 * network went without a close (Wi-Fi gone, a cable pulled), which TCP would notice only after minutes.
 * The socket is given up and the class reconnects, as after a close. Measured from the unanswered ping,
 * not from the last frame: in a hidden tab the browser may run the timer only once a minute, and a quiet
 * class is not a dead one.
 */
export const SILENT_LIMIT_MS = 15_000;

export type SignalingStatus = 'connecting' | 'open' | 'reconnecting';

export interface SignalingOptions {
  url: string;
  /** The first frame of every connection (the media state may have changed since the last one). */
  hello(): ClassroomClientFrame;
  onFrame(frame: ClassroomServerFrame): void;
  onStatus(status: SignalingStatus): void;
  /** The socket closed for good with this code (never called after `close()`). */
  onFinalClose(code: number): void;
  createSocket?: (url: string) => WebSocket;
  /** A socket opened beforehand (while JOIN was on its way): the first connection, if it is not closed. */
  socket?: WebSocket;
}

/**
 * The signaling socket: hello first (the attendee token travels in the frame, never in the URL),
 * then frames both ways. A connection that drops abnormally, goes silent, or whose computer says it
 * is offline comes back with backoff and the same hello (at once when the computer is online again);
 * the server replaces the old socket of the same attendee.
 */
export class SignalingConnection {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private closedByUs = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private early: WebSocket | null;
  /** When the oldest ping nothing has answered yet was sent; null when everything sent was answered. */
  private unansweredSince: number | null = null;
  constructor(private readonly options: SignalingOptions) {
    this.early = options.socket ?? null;
  }

  open(): void {
    this.closedByUs = false;
    window.addEventListener('offline', this.onOffline);
    window.addEventListener('online', this.onOnline);
    this.connect();
  }

  send(frame: ClassroomClientFrame): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  /** Leaves on purpose: no reconnect, and no final-close report. */
  close(): void {
    this.closedByUs = true;
    window.removeEventListener('offline', this.onOffline);
    window.removeEventListener('online', this.onOnline);
    this.stopTimers();
    this.socket?.close(ClassroomClose.NORMAL);
    this.socket = null;
  }

  private connect(): void {
    this.retryTimer = null;
    this.options.onStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const early = this.early;
    this.early = null;
    const socket =
      early && early.readyState <= WebSocket.OPEN ? early : (this.options.createSocket ?? ((url) => new WebSocket(url)))(this.options.url);
    this.socket = socket;
    const onOpen = () => {
      socket.send(JSON.stringify(this.options.hello()));
      this.unansweredSince = null;
      this.pingTimer = setInterval(() => {
        const now = Date.now();
        if (this.unansweredSince !== null && now - this.unansweredSince > SILENT_LIMIT_MS) return this.giveUp(socket);
        this.unansweredSince ??= now;
        this.send({ t: 'ping' });
      }, PING_EVERY_MS);
    };
    socket.onopen = onOpen;
    // The early socket may have opened already.
    if (socket.readyState === WebSocket.OPEN) onOpen();
    socket.onmessage = (event: MessageEvent) => {
      this.unansweredSince = null;
      let frame: ClassroomServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ClassroomServerFrame;
      } catch {
        return;
      }
      if (frame.t === 'welcome') {
        this.attempt = 0;
        this.options.onStatus('open');
      }
      this.options.onFrame(frame);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopTimers();
      if (this.closedByUs) return;
      if (isFinalClose(event.code)) {
        this.options.onFinalClose(event.code);
        return;
      }
      this.retry();
    };
  }

  private retry(): void {
    this.options.onStatus('reconnecting');
    this.retryTimer = setTimeout(() => this.connect(), reconnectDelayMs(this.attempt));
    this.attempt += 1;
  }

  /** A socket that cannot be heard any more: closed without waiting for its close, and the class reconnects. */
  private giveUp(socket: WebSocket): void {
    if (this.socket !== socket) return;
    this.socket = null;
    socket.onopen = null;
    socket.onclose = null;
    socket.onmessage = null;
    socket.close();
    this.stopTimers();
    this.retry();
  }

  private readonly onOffline = (): void => {
    if (this.socket) this.giveUp(this.socket);
  };

  /** Back online while waiting to reconnect: at once, not after the rest of the wait. */
  private readonly onOnline = (): void => {
    if (this.retryTimer === null || this.closedByUs) return;
    clearTimeout(this.retryTimer);
    this.connect();
  };

  private stopTimers(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.pingTimer = null;
    this.retryTimer = null;
  }
}
