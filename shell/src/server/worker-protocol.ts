/**
 * The messages between the page server and a render worker (`render-worker.ts`): the page server
 * sends one `WorkerRequest` per page; the worker says `ready` once its bundle has started, then
 * answers each request by its id. Both sides are TypeScript of this repository, but the worker
 * runs a remote's code, so the page server checks every answer's shape before it uses it.
 */
import type { RenderRequest, RenderResult } from './render-page';

export interface WorkerRequest {
  type: 'render';
  id: number;
  request: RenderRequest;
}

export type WorkerAnswer =
  | { type: 'ready' }
  | { type: 'result'; id: number; result: RenderResult }
  | { type: 'error'; id: number; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A render request, as the worker receives it. */
export function isWorkerRequest(value: unknown): value is WorkerRequest {
  return (
    isRecord(value) &&
    value.type === 'render' &&
    typeof value.id === 'number' &&
    isRecord(value.request) &&
    typeof value.request.url === 'string'
  );
}

/** A render result of the expected shape (anything else from a worker is treated as a failure). */
export function isRenderResult(value: unknown): value is RenderResult {
  if (!isRecord(value)) return false;
  if (value.kind === 'client') return true;
  if (value.kind === 'redirect') return typeof value.location === 'string';
  if (value.kind !== 'page') return false;
  const section = value.section;
  return (
    typeof value.status === 'number' &&
    typeof value.html === 'string' &&
    typeof value.state === 'string' &&
    Array.isArray(value.errors) &&
    value.errors.every((e) => typeof e === 'string') &&
    (section === null ||
      (isRecord(section) &&
        typeof section.remote === 'string' &&
        typeof section.module === 'string'))
  );
}

/** An answer of a worker, as the page server receives it. */
export function isWorkerAnswer(value: unknown): value is WorkerAnswer {
  if (!isRecord(value)) return false;
  if (value.type === 'ready') return true;
  if (typeof value.id !== 'number') return false;
  if (value.type === 'error') return typeof value.message === 'string';
  return value.type === 'result' && isRenderResult(value.result);
}
