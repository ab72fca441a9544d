import { useSession } from '../../api/session';
import { api } from '../../api';

/*
 * Opening a homework cold (a reload, a link), the solver's code is many chunks; its first answers (the note,
 * its pages and answers, the first page's image) need none of it. They are asked for as soon as the stored
 * session is read, while the chunks load, and the solver's queries take them (once, and only fresh).
 */

const FRESH_MS = 15_000;
const early = new Map<string, { at: number; answer: Promise<unknown> }>();

export const earlyKey = {
  view: (noteIdx: number) => `VIEW:${noteIdx}`,
  json: (noteIdx: number) => `NOTE_JSON:${noteIdx}`,
  firstPage: (noteIdx: number) => `PAGE_IMAGE:${noteIdx}:1:1`,
};

/** The answer asked for early under `key`, if still fresh; taken (a later call asks the server). */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const found = early.get(key);
  early.delete(key);
  return found && Date.now() - found.at < FRESH_MS ? (found.answer as Promise<T>) : undefined;
}

function put(key: string, answer: Promise<unknown>) {
  // Handled here: an answer nobody takes (the solver never opened) must not be an unhandled rejection.
  answer.catch(() => undefined);
  early.set(key, { at: Date.now(), answer });
}

function whenSessionRead(run: () => void) {
  if (useSession.getState().hydrated) return run();
  const stop = useSession.subscribe((state) => {
    if (!state.hydrated) return;
    stop();
    run();
  });
}

/** On a cold open of /task/solve?noteIdx=: asks for the first answers the solver will need. */
export function requestOpenedNoteEarly(): void {
  if (typeof window === 'undefined' || !window.location.pathname.endsWith('/task/solve')) return;
  const noteIdx = Number(new URLSearchParams(window.location.search).get('noteIdx')) || 0;
  if (noteIdx <= 0) return;
  whenSessionRead(() => {
    if (!useSession.getState().token) return;
    put(earlyKey.view(noteIdx), api.send('note.VIEW', { noteIdx }));
    put(earlyKey.json(noteIdx), api.send('note.NOTE_JSON', { noteIdx }));
    const firstPage = { noteIdx, agendaNo: 1, pageNo: 1, ink: false, thumbnail: false };
    put(
      earlyKey.firstPage(noteIdx),
      api.download('noteFile.PAGE_IMAGE', firstPage).then((file) => file.blob),
    );
  });
}
