import http from 'node:http';

/** A page as the server sends it (no script run), and how long it took to arrive. */
export interface RawPage {
  status: number;
  headers: http.IncomingHttpHeaders;
  html: string;
  ms: number;
}

/** Asks for `url` with Node's own client (and `headers`): no browser, no redirect followed. */
export function rawPage(url: string, headers: http.OutgoingHttpHeaders = {}): Promise<RawPage> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (html += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            html,
            ms: Date.now() - started,
          }),
        );
      })
      .on('error', reject);
  });
}
