// A render worker for the pool's tests: it speaks the worker protocol, and the page's path says
// how it behaves (a remote's server code that renders, is slow, spins, hangs, throws, allocates
// without bound, or looks for the page server's secrets).
const fs = require('node:fs');

function page(html) {
  return { kind: 'page', status: 200, html, state: '{}', errors: [], section: null };
}

function attempt(read) {
  try {
    return `read ${String(read()).length} bytes`;
  } catch (error) {
    return error.code || error.message;
  }
}

/** Fetches through the page server (the worker protocol's `fetch` calls), as the real worker does. */
const fetches = new Map();
let fetchId = 0;
function brokeredFetch(url) {
  return new Promise((resolve) => {
    fetchId += 1;
    fetches.set(fetchId, resolve);
    process.send({ type: 'fetch', id: fetchId, url, method: 'GET', headers: {} });
  });
}

/**
 * Whether a connection of its own opens, or its error's code: to the loopback's `port` (TCP), or
 * to the Unix socket at a path.
 */
function connect(target) {
  return new Promise((resolve) => {
    const socket =
      typeof target === 'string'
        ? require('node:net').connect(target)
        : require('node:net').connect(target, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error) => resolve(error.code));
  });
}

const behaviours = {
  // ?port= by a socket of its own, then through the page server, then another port through it;
  // ?socket= (a Unix socket's path) by a socket of its own.
  '/network': async (send, url) => {
    const port = Number(url.searchParams.get('port'));
    const direct = await connect(port);
    const socketPath = url.searchParams.get('socket');
    const unix = socketPath ? await connect(socketPath) : 'not asked';
    const allowed = await brokeredFetch(`http://127.0.0.1:${port}/allowed`);
    const other = await brokeredFetch(`http://127.0.0.1:${port + 1}/`);
    const body = (answer) =>
      answer.type === 'fetched' ? Buffer.from(answer.body, 'base64').toString() : answer.message;
    send(page(JSON.stringify({ direct, unix, allowed: body(allowed), other: body(other) })));
  },
  '/ok': (send) => send(page(`<h1>ok ${process.pid}</h1>`)),
  '/hang': () => undefined,
  // Its arguments, as the pool started it (a deploy's file limit, say).
  '/args': (send) => send(page(`<h1>${process.argv.slice(2).join(' ')}</h1>`)),
  // Holds the event loop for ?ms= (a cold first render compiling a section's code), then answers.
  '/slow': (send, url) => {
    const until = Date.now() + Number(url.searchParams.get('ms'));
    while (Date.now() < until);
    send(page(`<h1>slow ${process.pid}</h1>`));
  },
  '/spin': () => {
    for (;;);
  },
  '/throw': () => {
    throw new Error('a remote threw while rendering');
  },
  '/oom': () => {
    const hoard = [];
    for (;;) hoard.push(new Array(1e6).fill(Math.random()));
  },
  // Who it runs as, and what a signal (0: the permission check alone) to ?pid= (else its parent)
  // and to itself answers.
  '/identity': (send, url) => {
    const target = Number(url.searchParams.get('pid') || process.ppid);
    send(
      page(
        JSON.stringify({
          pid: process.pid,
          uid: process.getuid(),
          gid: process.getgid(),
          signal: attempt(() => process.kill(target, 0)),
          self: attempt(() => process.kill(process.pid, 0)),
        }),
      ),
    );
  },
  // ?mb= outside the heap, in one array buffer: what it got, or the error.
  '/buffer': (send, url) =>
    send(
      page(
        attempt(() => {
          const held = Buffer.alloc(Number(url.searchParams.get('mb')) * 1024 * 1024);
          globalThis.betochHeld = held;
          return held;
        }),
      ),
    ),
  // Answers, then spins in bursts between pages: 200 ms of every 250, its pings still answered.
  '/spin-between': (send) => {
    send(page(`<h1>spin-between ${process.pid}</h1>`));
    setInterval(() => {
      const until = Date.now() + 200;
      while (Date.now() < until);
    }, 50);
  },
  // Answers, then holds its event loop for good a moment later: no ping is answered.
  '/block-between': (send) => {
    send(page(`<h1>block-between ${process.pid}</h1>`));
    setTimeout(() => {
      for (;;);
    }, 100);
  },
  // One 32 MB line with no newline (a remote that logs a large object), then the page.
  '/long-line': (send) => {
    const chunk = 'z'.repeat(1024 * 1024);
    let left = 32;
    const more = () => {
      while (left > 0) {
        left -= 1;
        if (!process.stdout.write(chunk)) return process.stdout.once('drain', more);
      }
      send(page(`<h1>after the long line ${process.pid}</h1>`));
    };
    more();
  },
  '/bad': () => process.send({ type: 'result', id: -1, result: { kind: 'page' } }),
  '/secrets': (send) =>
    send(
      page(
        JSON.stringify({
          env: process.env,
          self: attempt(() => fs.readFileSync('/proc/self/environ')),
          parent: attempt(() => fs.readFileSync(`/proc/${process.ppid}/environ`)),
          spawn: attempt(() => require('node:child_process').execSync('true')),
          write: attempt(() => fs.writeFileSync('/tmp/betoch-sandbox-write', 'x')),
        }),
      ),
    ),
};

process.on('message', (message) => {
  if (message.type === 'ping') return process.send({ type: 'pong', id: message.id });
  if (message.type === 'fetched' || message.type === 'fetch-failed') {
    const resolve = fetches.get(message.id);
    fetches.delete(message.id);
    return resolve?.(message);
  }
  const url = new URL(message.request.url, 'http://x');
  const behave = behaviours[url.pathname];
  if (!behave) return;
  if (message.request.url.endsWith('?bad')) return behaviours['/bad']();
  behave((result) => process.send({ type: 'result', id: message.id, result }), url);
});
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready', ping: true });
