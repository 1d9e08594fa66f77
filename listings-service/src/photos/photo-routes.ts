import type { FastifyInstance } from 'fastify';
import { checkPhotoKey, type PhotoStore } from './photo-store';

/*
 * `GET /photos/<key>` (and `HEAD`): a listing's photo files, from the store, as the listings'
 * documents name them (listing-document.ts photoAddress; docs/publishing.md#photos). A key is
 * never written twice (a change of photos is a new set), so a file may be cached for good.
 */

/** A year, and never asked again: the bytes under a key never change. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const NOT_FOUND = { message: 'No photo has this address.' };

export function photoRoutes(app: FastifyInstance, store: PhotoStore): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/photos/*',
    // JPEG and WebP are compressed already: another pass would cost the CPU and save nothing.
    compress: false,
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      try {
        checkPhotoKey(key);
      } catch {
        return reply.code(404).send(NOT_FOUND);
      }
      const stored = await store.get(key);
      if (!stored) return reply.code(404).send(NOT_FOUND);
      void reply
        .header('Content-Type', stored.contentType)
        .header('Content-Length', String(stored.bytes))
        .header('Cache-Control', PHOTO_CACHE_CONTROL)
        // The site's pages are on another origin: a browser that isolates origins still shows it.
        .header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (request.method === 'HEAD') {
        // The headers alone: the file is closed unread.
        stored.body.destroy();
        return reply.send();
      }
      return reply.send(stored.body);
    },
  });
}
