/**
 * The 2D context settings of a canvas that shows ink while it is drawn (the pen's live stroke, the
 * board's strokes in progress): `desynchronized` only where a GPU composites the page.
 *
 * With a GPU, a desynchronized canvas is drawn to the screen's front buffer, ahead of the page's next
 * frame: the lowest-latency ink Chromium offers. Without one (a lab PC or virtual desktop in software
 * rendering, headless Chromium), it shows nothing sooner and costs more: on a 2-core machine without a
 * GPU (tests/bench/classroom.ts, teacher drawing, student watching, their video on) the stroke was
 * painted on the student's page at p95 104-265 ms desynchronized against 39-64 ms without, the GPU
 * process's drawing CPU a quarter lower (figures in tests/bench/README.md).
 *
 * Software rendering is what WebGL refuses to start under `failIfMajorPerformanceCaveat`, or a renderer
 * whose name says so (SwiftShader, llvmpipe, Microsoft Basic Render). Asked once per page.
 */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

let answer: boolean | undefined;

function compositedByGpu(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl', { failIfMajorPerformanceCaveat: true });
    if (!gl || typeof gl.getParameter !== 'function') return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return !SOFTWARE_RENDERER.test(renderer);
  } catch {
    return false;
  }
}

/** Settings for `canvas.getContext('2d', ...)` of a live-ink canvas. */
export function liveInkContextSettings(): CanvasRenderingContext2DSettings {
  answer ??= compositedByGpu();
  return { desynchronized: answer };
}

/** Tests: ask again on the next call. */
export function forgetLiveInkProbe(): void {
  answer = undefined;
}
