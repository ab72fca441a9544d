/**
 * The web classroom's recording (issue 30): the class's video with its audio mixed in, uploaded to the
 * server while it is recorded (tus, deferred length), a record of the class when it stops.
 */
export {
  useClassRecorder,
  RecordingError,
  pickRecordingMimeType,
  classFileName,
  recordingFileName,
  type ClassRecorder,
  type ClassRecorderOptions,
  type ClassRecorderState,
} from './useClassRecorder';
export { createClassAudioMix, type ClassAudioMix } from './mixClassAudio';
export { StreamUpload, UploadRefusedError, type StreamUploadOptions, type StreamUploadResult } from './streamUpload';
