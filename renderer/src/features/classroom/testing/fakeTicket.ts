function base64url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A join ticket as the server signs it (the signature is not checked by the page). */
export function makeTicket(exec: unknown = defaultExec()): string {
  return `${base64url(JSON.stringify({ alg: 'ES256' }))}.${base64url(JSON.stringify({ iss: 'https://boda.example.kr', exec }))}.signature`;
}

export function defaultExec() {
  return {
    room: { roomCode: 'RROOM1', meetCode: 'MX', title: '수학 A반' },
    join: { joinToken: 'join-token-1', mode: 'normal' },
    user: { userIdx: 7, userId: 'kim', userName: '김선생', userTypeCd: 11 },
    server: { url: 'https://boda.example.kr/' },
    language: 'ko',
  };
}
