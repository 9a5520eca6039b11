// fetch for the upstream tests, one connection per call. Node's global fetch keeps connections
// alive and reuses them; when the in-process server closes an idle one just as the next request
// is written on it, that request fails with ECONNRESET, a race of the test's client and not a
// behaviour of the upstream. `Connection: close` gives each call its own connection. (The
// shutdown and outage tests use the global fetch on purpose: there, connections are the subject.)
export function fetchOnce(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("connection", "close");
  return fetch(url, { ...init, headers });
}
