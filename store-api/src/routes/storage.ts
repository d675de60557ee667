import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pictureKey, type CertificateStore, type PictureFolder } from '../services/certificate-store.js';

const SAFE_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)*)*$|^[A-Za-z0-9_-]+\.[A-Za-z0-9]+$/;

const UPLOADED_PICTURE = /^(products|brands|categories)\/([A-Za-z0-9_-][A-Za-z0-9._-]{0,200})$/;

/**
 * Serves DATA_DIR/storage under /storage (product, brand, category and banner pictures). A picture that does not
 * exist answers the no-image picture, so a missing file never shows as a broken image. Certificates live in
 * DATA_DIR/uploads, outside this folder, and are never served. The pictures staff upload (products', brands' logos,
 * categories') go to the certificates' store: with a bucket, one not in the folder is read from there (names are
 * random, never reused, so it may be cached for a long time).
 */
export async function storageRoutes(
  app: FastifyInstance,
  storageDir: string,
  objects: CertificateStore,
): Promise<void> {
  await app.register(fastifyStatic, { root: storageDir, serve: false, maxAge: '1d', dotfiles: 'deny' });

  app.get<{ Params: { '*': string } }>('/storage/*', async (request, reply) => {
    const relative = request.params['*'];
    let file = 'no-image.png';
    if (SAFE_PATH.test(relative)) {
      const found = await stat(path.join(storageDir, relative)).catch(() => null);
      if (found?.isFile()) file = relative;
      const picture = UPLOADED_PICTURE.exec(relative);
      if (file !== relative && picture && objects.kind === 's3') {
        const object = await objects.get(pictureKey(picture[1] as PictureFolder, picture[2]!));
        if (object) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
          return reply.type(object.contentType).send(object.body);
        }
      }
    }
    return reply.sendFile(file);
  });
}
