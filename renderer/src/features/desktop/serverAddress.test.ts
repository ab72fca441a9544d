import { describe, expect, it } from 'vitest';
import { checkServerAddress } from './serverAddress';

describe('first-run server address check', () => {
  it.each([
    ['https://boda.example.kr', 'https://boda.example.kr'],
    ['  https://Boda.Example.kr/  ', 'https://boda.example.kr'],
    ['boda.example.kr', 'https://boda.example.kr'],
    ['boda.example.kr:8443', 'https://boda.example.kr:8443'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['http://localhost:8080/', 'http://localhost:8080'],
  ])('accepts %s as %s', (input, address) => {
    expect(checkServerAddress(input)).toEqual({ ok: true, address });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['http://boda.example.kr', 'insecure'],
    ['ftp://boda.example.kr', 'invalid'],
    ['javascript:alert(1)', 'invalid'],
    ['https://boda.example.kr/app', 'invalid'],
    ['https://boda.example.kr/?x=1', 'invalid'],
    ['https://boda.example.kr/#top', 'invalid'],
    ['https://user:pw@boda.example.kr', 'invalid'],
    ['https://bo da.kr', 'invalid'],
    ['https://', 'invalid'],
  ])('refuses %j (%s)', (input, reason) => {
    expect(checkServerAddress(input)).toEqual({ ok: false, reason });
  });
});
