import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetLiveInkProbe, liveInkContextSettings } from './lowLatencyCanvas';

const UNMASKED_RENDERER_WEBGL = 0x9246;

/** WebGL as a browser answers it: its renderer's name, or no context at all. */
function webglOf(renderer: string | null) {
  const loseContext = vi.fn();
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(((kind: string) => {
    if (kind !== 'webgl' || renderer === null) return null;
    return {
      getParameter: (name: number) => (name === UNMASKED_RENDERER_WEBGL ? renderer : null),
      getExtension: (name: string) =>
        name === 'WEBGL_debug_renderer_info' ? { UNMASKED_RENDERER_WEBGL } : name === 'WEBGL_lose_context' ? { loseContext } : null,
    };
  }) as unknown as HTMLCanvasElement['getContext']);
  return { getContext, loseContext };
}

afterEach(() => {
  forgetLiveInkProbe();
  vi.restoreAllMocks();
});

describe('the live-ink canvas context', () => {
  it('is desynchronized (low-latency ink) where a GPU composites the page, and lets its probe go', () => {
    const { getContext, loseContext } = webglOf('ANGLE (Intel, Intel(R) UHD Graphics 620 Direct3D11 vs_5_0 ps_5_0, D3D11)');
    expect(liveInkContextSettings()).toEqual({ desynchronized: true });
    // The probe asks for WebGL only where it would not fall back to software.
    expect(getContext).toHaveBeenCalledWith('webgl', { failIfMajorPerformanceCaveat: true });
    expect(loseContext).toHaveBeenCalledTimes(1);
  });

  it('is an ordinary canvas in software rendering: a software renderer, or no WebGL short of software', () => {
    for (const renderer of ['Google SwiftShader', 'llvmpipe (LLVM 15.0.7, 256 bits)', 'Microsoft Basic Render Driver', null]) {
      webglOf(renderer);
      expect(liveInkContextSettings(), String(renderer)).toEqual({ desynchronized: false });
      forgetLiveInkProbe();
      vi.restoreAllMocks();
    }
  });

  it('asks the graphics once per page', () => {
    const { getContext } = webglOf('Apple M2');
    liveInkContextSettings();
    liveInkContextSettings();
    expect(getContext).toHaveBeenCalledTimes(1);
  });
});
