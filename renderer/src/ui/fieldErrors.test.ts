import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { fieldErrorFor, fieldErrorsCover } from './fieldErrors';

const error = ApiError.fromCode('WB-400-212', null, [
  { path: 'room.roomTitle', message: 'Too long' },
  { path: 'userIdxList.2', message: 'Not a user' },
  { path: 'groupName', message: 'server text', key: 'groupName.format' },
]);

describe('field errors from the envelope details', () => {
  it('finds a detail by its exact path or inside the field (array items)', () => {
    expect(fieldErrorFor(error, 'room.roomTitle')).toBe('Too long');
    expect(fieldErrorFor(error, 'userIdxList')).toBe('Not a user');
    expect(fieldErrorFor(error, 'room')).toBe('Too long');
    expect(fieldErrorFor(error, 'roomTitle')).toBeUndefined();
  });

  it('translates the validator key when the server gave one', () => {
    expect(fieldErrorFor(error, 'groupName')).toBe('Use 2 to 32 characters: letters, digits, Korean, spaces and . @ _ -');
  });

  it('says nothing for other errors, and covers only when every detail has a field', () => {
    expect(fieldErrorFor(new Error('x'), 'groupName')).toBeUndefined();
    expect(fieldErrorFor(ApiError.fromCode('WB-400-212'), 'groupName')).toBeUndefined();
    expect(fieldErrorsCover(error, ['room', 'userIdxList', 'groupName'])).toBe(true);
    expect(fieldErrorsCover(error, ['room', 'groupName'])).toBe(false);
    expect(fieldErrorsCover(ApiError.fromCode('WB-400-212'), ['groupName'])).toBe(false);
  });
});
