/*
 * The class's sound for the recording: a MediaRecorder records one audio track, so the local microphone
 * and every remote participant's audio are mixed by WebAudio into one (MediaStreamAudioDestinationNode).
 * With no audio at all the destination still gives a silent track, so the file always has one.
 */

export interface ClassAudioMix {
  /** The video track and the mixed audio track, for the MediaRecorder. */
  stream: MediaStream;
  /** A participant's audio that arrived after the recording started. */
  add(track: MediaStreamTrack): void;
  /** Ends the mix (the AudioContext); the tracks given stay as they are. */
  close(): Promise<void>;
}

export function createClassAudioMix(audioTracks: readonly MediaStreamTrack[], video: MediaStreamTrack): ClassAudioMix {
  const context = new AudioContext();
  const destination = context.createMediaStreamDestination();
  const mixed = new Set<string>();
  const add = (track: MediaStreamTrack) => {
    if (track.kind !== 'audio' || mixed.has(track.id) || track.readyState === 'ended') return;
    mixed.add(track.id);
    context.createMediaStreamSource(new MediaStream([track])).connect(destination);
  };
  audioTracks.forEach(add);
  // Started from a click this runs at once; otherwise the browser may hold the context until a gesture.
  void context.resume().catch(() => undefined);
  return {
    stream: new MediaStream([video, ...destination.stream.getAudioTracks()]),
    add,
    close: () => context.close().catch(() => undefined),
  };
}
