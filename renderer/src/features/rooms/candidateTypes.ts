import { MANAGED_USER_TYPES, TEACHER_TYPES } from '@boda/contract';

/** Who may attend a regular room (teachers, students, open teachers) and who may lead one (teacher types). */
export const ATTENDEE_CANDIDATE_TYPES = MANAGED_USER_TYPES;
export const LEADER_CANDIDATE_TYPES = TEACHER_TYPES;
