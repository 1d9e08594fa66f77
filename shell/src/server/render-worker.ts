/**
 * The render worker: the shell's server entry run in a child process of the page server
 * (`page-server/src/render-pool.ts`), one page at a time, answering over the IPC channel. The
 * child runs the remotes' server code, so it is started with no secret in its environment, under
 * Node's permission model (reads limited to this bundle's folder, no child processes, no native
 * addons), with a heap limit; the page server kills it when a render outlives its deadline.
 * ARCHITECTURE.md "The trust boundary" says what remote code can and cannot do here.
 */
// First: every fetch of this process goes through the page server.
import { network } from './network';
import { entryFailedSince } from '../remotes/server-entry';
import { fileTimeoutFromArgs, setServerFileTimeout } from './file-timeout';
import {
  DEFAULT_DEADLINE_MS,
  isFetchAnswer,
  isWorkerRequest,
  type PageRequest,
  type PageResult,
  type WorkerAnswer,
} from '@betoch/shared/server/render-protocol';
import { registerConfig, renderPage } from './render-page';
import { sectionHead, sectionList } from './section-pages';

/**
 * Under the permission model `fs.existsSync` throws for a path outside the allowed reads instead
 * of answering false, as it does for any other path it cannot reach. The federation runtime's Node
 * chunk loader first looks for a chunk on disk by the chunk's URL path (`/releases/1.0.0/ssr/…`),
 * then fetches it: made to answer false there, the chunk is fetched as it is without a sandbox.
 */
function existsSyncAnswersFalseWhenRefused(): void {
  const fs = process.getBuiltinModule('fs');
  const existsSync = fs.existsSync.bind(fs);
  fs.existsSync = (file) => {
    try {
      return existsSync(file);
    } catch {
      return false;
    }
  };
}

existsSyncAnswersFalseWhenRefused();
// A visitor's limits, unless the page server started this worker for a deploy (the prerender).
setServerFileTimeout(fileTimeoutFromArgs(process.argv.slice(2)));

function send(answer: WorkerAnswer): void {
  process.send?.(answer);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A page and, when asked, the head its section describes (or why it has none). */
async function renderWithHead(request: PageRequest): Promise<PageResult> {
  const started = Date.now();
  const { head, ...render } = request;
  const result = await renderPage(render);
  if (!head || result.kind !== 'page' || !result.section) return result;
  if (entryFailedSince(result.section.remote, started)) {
    // Its code did not load for this render: asking it for the head would wait out its origin
    // again, past the 2 s in which a page must paint when a section's origin hangs.
    return { ...result, head: { error: "the head of the page: the section's code did not load" } };
  }
  // Within what is left of the page's budget: a section that hung its render gets no more time.
  const left = (request.deadlineMs ?? DEFAULT_DEADLINE_MS) - (Date.now() - started);
  try {
    return {
      ...result,
      head: await sectionHead(result.section.remote, request.url, request.language, head, left),
    };
  } catch (error) {
    return { ...result, head: { error: `the head of the page: ${describe(error)}` } };
  }
}

process.on('message', (message: unknown) => {
  if (!isWorkerRequest(message)) return;
  if (isFetchAnswer(message)) {
    network.settle(message);
    return;
  }
  const { id } = message;
  if (message.type === 'ping') {
    send({ type: 'pong', id });
    return;
  }
  const fail = (error: unknown) => send({ type: 'error', id, message: describe(error) });
  if (message.type === 'pages') {
    const { config, remote, data } = message.request;
    if (!registerConfig(config)) {
      fail(new Error('another config.json is in force in this worker'));
      return;
    }
    sectionList(remote, data).then((pages) => send({ type: 'pages', id, pages }), fail);
    return;
  }
  renderWithHead(message.request).then((result) => send({ type: 'result', id, result }), fail);
});

// The page server gone (ended, crashed or killed): nothing is left to answer.
process.on('disconnect', () => process.exit(0));

send({ type: 'ready', ping: true, brokered: true });
