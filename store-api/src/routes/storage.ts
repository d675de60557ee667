import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const SAFE_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)*)*$|^[A-Za-z0-9_-]+\.[A-Za-z0-9]+$/;

/**
 * Serves DATA_DIR/storage under /storage (product, brand and banner pictures). A picture that does not exist
 * answers the no-image picture, so a missing file never shows as a broken image. Certificates live in
 * DATA_DIR/uploads, outside this folder, and are never served.
 */
export async function storageRoutes(app: FastifyInstance, storageDir: string): Promise<void> {
  await app.register(fastifyStatic, { root: storageDir, serve: false, maxAge: '1d', dotfiles: 'deny' });

  app.get<{ Params: { '*': string } }>('/storage/*', async (request, reply) => {
    const relative = request.params['*'];
    let file = 'no-image.png';
    if (SAFE_PATH.test(relative)) {
      const found = await stat(path.join(storageDir, relative)).catch(() => null);
      if (found?.isFile()) file = relative;
    }
    return reply.sendFile(file);
  });
}
