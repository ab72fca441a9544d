/**
 * Scripts the classroom bench adds to its pages before their own scripts run (strings, so the page gets
 * them as written). They only observe: nothing the page does changes.
 */

/**
 * Join click to first remote frame, the same on the classroom page and the bare page: arm it with the
 * button's selector, then the click's time (capturing listener, the event's timeStamp) and the first
 * frame of a remote video (any unmuted <video> whose srcObject is set after the click;
 * requestVideoFrameCallback's time of the frame that shows it). Both in the page's performance.now().
 */
export const JOIN_PROBE = `(() => {
  const probe = { selector: null, clickAt: null, frameAt: null };
  window.__joinProbe = probe;
  window.__armJoinProbe = (selector) => Object.assign(probe, { selector, clickAt: null, frameAt: null });
  document.addEventListener('click', (event) => {
    if (probe.selector && probe.clickAt === null && event.target instanceof Element && event.target.closest(probe.selector)) probe.clickAt = event.timeStamp;
  }, true);
  const descriptor = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'srcObject');
  Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', {
    configurable: true,
    enumerable: descriptor.enumerable,
    get() { return descriptor.get.call(this); },
    set(value) {
      descriptor.set.call(this, value);
      if (!value || !(this instanceof HTMLVideoElement) || this.muted || probe.clickAt === null) return;
      const video = this;
      video.requestVideoFrameCallback((now) => {
        if (probe.clickAt !== null && probe.frameAt === null && video.srcObject === value) probe.frameAt = now;
      });
    },
  });
})();`;

const NOW = 'const now = () => performance.timeOrigin + performance.now();';
const KEY = "const keyOf = (point) => point[0] + ',' + point[1];";

/**
 * The drawing page: per board point (x,y as the board's pointer code rounds them, useBoardPointer.ts
 * pointOf), the time of the input that carried it (each coalesced sample's own timeStamp), and the time
 * its ink first went out, on the signaling socket or a data channel, whichever was first. Shared clock:
 * performance.timeOrigin + performance.now() (one browser, one clock).
 */
export const INK_SENDER_PROBE = `(() => {
  ${NOW}
  ${KEY}
  const round = (value) => Math.round(Math.min(1, Math.max(0, value)) * 10 ** 5) / 10 ** 5;
  const moves = {};
  // Frames as sent, parsed only when read (collect()): the probe adds no parsing to the page's send path.
  const frames = [];
  const sent = {};
  let rect = null;
  window.__inkSender = {
    moves,
    sent,
    collect() {
      for (const [at, data] of frames.splice(0)) {
        const frame = JSON.parse(data);
        if (frame.t === 'ink') for (const point of frame.ink.points) if (!(keyOf(point) in sent)) sent[keyOf(point)] = at;
      }
      return { moves, sent };
    },
  };
  // The board's box, once per stroke (reading it on every move would add a layout to the page's moves).
  window.addEventListener('pointerdown', () => {
    const board = document.querySelector('[data-testid="classroom-board"]');
    rect = board ? board.getBoundingClientRect() : null;
  }, true);
  window.addEventListener('pointermove', (event) => {
    if ((event.buttons & 1) === 0 || !rect) return;
    const coalesced = event.getCoalescedEvents();
    for (const sample of coalesced.length > 0 ? coalesced : [event]) {
      const key = keyOf([round((sample.clientX - rect.left) / rect.width), round((sample.clientY - rect.top) / rect.height)]);
      if (!(key in moves)) moves[key] = performance.timeOrigin + sample.timeStamp;
    }
  }, true);
  const wrapSend = (prototype) => {
    const send = prototype.send;
    prototype.send = function (data) {
      if (typeof data === 'string' && data.includes('"t":"ink"')) frames.push([now(), data]);
      return send.call(this, data);
    };
  };
  wrapSend(WebSocket.prototype);
  wrapSend(RTCDataChannel.prototype);
})();`;

/**
 * The watching page (the student's): the join's stages, and per board point, when its ink first arrived,
 * on the signaling socket or a data channel (listeners added before the page's own), when the live
 * canvas's paint that shows it ran, and the end of the frame that painted it: the live canvas's paint
 * sets data-live-points (the others' points it shows, boardLivePainter.ts); in an animation frame a task
 * posted then runs once that frame is drawn, outside one the task waits for the next animation frame
 * first (the canvas is shown by that frame); a complete stroke lands on the board canvas (data-strokes)
 * in a React commit, shown by the next frame.
 */
export const INK_WATCHER_PROBE = `(() => {
  ${NOW}
  ${KEY}
  const received = {};
  const paintCalled = {};
  const painted = {};
  const pointsOf = {};
  const doneOrder = [];
  let current = null;
  // Ink frames as they came, parsed only after the page's own handling (drain()): the probe's listeners run
  // first, and parsing there would delay the page's paint.
  const arrived = [];
  const drain = () => {
    for (const [at, data] of arrived.splice(0)) {
      const frame = JSON.parse(data);
      if (frame.t !== 'ink') continue;
      const keys = (pointsOf[frame.ink.strokeId] ??= []);
      frame.ink.points.forEach((point, i) => {
        keys[frame.at + i] = keyOf(point);
        if (!(keyOf(point) in received)) received[keyOf(point)] = at;
      });
      if (frame.ink.done) { if (!doneOrder.includes(frame.ink.strokeId)) doneOrder.push(frame.ink.strokeId); }
      else if (!doneOrder.includes(frame.ink.strokeId)) current = frame.ink.strokeId;
    }
  };
  window.__inkWatcher = { collect: () => (drain(), { received, paintCalled, painted }) };
  // Whether the page's code runs inside an animation frame's callback right now (or its microtasks, where
  // the MutationObserver below runs: the reset is queued after the observer's microtask).
  let inFrame = false;
  const nativeRaf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => nativeRaf((time) => {
    inFrame = true;
    try { callback(time); } finally { queueMicrotask(() => (inFrame = false)); }
  });
  const onInk = (data) => {
    if (typeof data === 'string' && data.includes('"t":"ink"')) arrived.push([now(), data]);
  };
  const watchChannel = (channel) => channel.addEventListener('message', (event) => onInk(event.data));
  const NativePc = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends NativePc {
    constructor(...args) {
      super(...args);
      this.addEventListener('datachannel', (event) => watchChannel(event.channel));
    }
    createDataChannel(...args) {
      const channel = super.createDataChannel(...args);
      watchChannel(channel);
      return channel;
    }
  };
  // The join's stages on this page (performance.now()): socket created, hello sent, welcome, the first answer.
  const stages = { socketAt: null, helloAt: null, welcomeAt: null, answerAt: null };
  window.__joinStages = stages;
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      stages.socketAt ??= performance.now();
      this.addEventListener('message', (event) => {
        if (typeof event.data !== 'string') return;
        if (stages.welcomeAt === null && event.data.includes('"t":"welcome"')) stages.welcomeAt = performance.now();
        if (stages.answerAt === null && event.data.includes('"type":"answer"')) stages.answerAt = performance.now();
        onInk(event.data);
      });
    }
    send(data) {
      if (stages.helloAt === null && typeof data === 'string' && data.includes('"t":"hello"')) stages.helloAt = performance.now();
      return super.send(data);
    }
  };
  const stamp = (keys, called) => {
    for (const key of keys) if (!(key in paintCalled)) paintCalled[key] = called;
    if (!inFrame) return nativeRaf(() => stampAfterFrame(keys));
    stampAfterFrame(keys);
  };
  // One channel for every stamp (a channel per paint would leave the page garbage for its major collections).
  const afterFrame = new MessageChannel();
  const waiting = [];
  afterFrame.port1.onmessage = () => {
    const at = now();
    for (const key of waiting.shift() ?? []) if (!(key in painted)) painted[key] = at;
  };
  const stampAfterFrame = (keys) => {
    waiting.push(keys);
    afterFrame.port2.postMessage(null);
  };
  new MutationObserver((records) => {
    const called = now();
    drain();
    for (const record of records) {
      const element = record.target;
      if (record.attributeName === 'data-live-points' && current) {
        stamp((pointsOf[current] ?? []).slice(0, Number(element.getAttribute('data-live-points'))), called);
      } else if (record.attributeName === 'data-strokes') {
        const strokeId = doneOrder[Number(element.getAttribute('data-strokes')) - 1];
        if (strokeId) {
          const keys = [...(pointsOf[strokeId] ?? [])];
          nativeRaf(() => stampAfterFrame(keys));
        }
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-live-points', 'data-strokes'] });
})();`;
