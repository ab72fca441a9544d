/**
 * The one seam between the classroom page and the whiteboard and recorder built beside it
 * (./whiteboard/, ./recording/). Until those land these are stand-ins with the same interfaces; the
 * merge re-points these exports and nothing else in the page changes.
 */
export { StandInWhiteboard as Whiteboard, applyInk, type WhiteboardProps, type BoardState } from './standins/StandInWhiteboard';
export { useClassRecorder, mixClassAudio, type ClassRecorder, type ClassRecorderState } from './standins/standInRecorder';
