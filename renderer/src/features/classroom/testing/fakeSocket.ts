import type { ClassroomServerFrame } from '@boda/contract';

/** A WebSocket the test drives: it records what the page sends and delivers server frames and closes. */
export class FakeSocket {
  static readonly OPEN = 1;
  static instances: FakeSocket[] = [];
  readyState = 0;
  readonly sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closedWith: number | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }

  deliver(frame: ClassroomServerFrame): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  drop(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(code: number): void {
    this.closedWith = code;
    this.readyState = 3;
  }
}
