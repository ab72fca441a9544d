import { requestOpenedNoteEarly } from './earlyRequests';

/** The student's homework solver (/task/solve). Pages load on first visit (own chunk). */
export const loadSolverPages = () => {
  requestOpenedNoteEarly();
  return import('./pages');
};
