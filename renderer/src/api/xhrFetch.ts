/**
 * A fetch built on XMLHttpRequest, for the calls that show upload progress: fetch itself cannot
 * report it over HTTP/1.1 (request streams need HTTP/2 in Chromium), XHR's upload events can.
 * Only what the API client uses is supported: method, headers, body, signal.
 */
export function xhrFetch(onUploadProgress: (fraction: number) => void): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
      };
      xhr.upload.onload = () => onUploadProgress(1);
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        resolve(new Response(xhr.response as Blob, { status: xhr.status, statusText: xhr.statusText, headers }));
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
      const signal = init?.signal ?? request.signal;
      signal?.addEventListener('abort', () => xhr.abort());
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      xhr.send(body);
    });
  };
}
