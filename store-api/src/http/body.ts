import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { messages as M } from '@storefront/contract';
import type { RestBody, RestBodyInput, RestCall, RestQuery } from '@storefront/contract/rest';
import { BadRequestError, ClientError, UnprocessableError } from '../errors.js';
import type { UploadedFile } from '../services/certificates.js';
import { hasForbiddenCharacters } from './validate.js';

export interface FormInput {
  fields: Record<string, unknown>;
  files: Record<string, UploadedFile>;
}

/**
 * The body of a POST as fields, whatever its encoding: JSON, form-encoded or multipart (the spec sends
 * register and add-wishlist as multipart). Files are kept only for the names in `acceptFiles`, each read up
 * to maxFileBytes; every other file part is drained and dropped.
 */
export async function readForm(
  request: FastifyRequest,
  options: { acceptFiles?: readonly string[]; maxFileBytes?: number } = {},
): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === undefined || body === null || body === '') return { fields: {}, files: {} };
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw new UnprocessableError('The request body must be a JSON object or a form.', 'INVALID', null);
    }
    return { fields: body as Record<string, unknown>, files: {} };
  }
  const accept = new Set(options.acceptFiles ?? []);
  const maxFileBytes = options.maxFileBytes ?? 0;
  const fields = Object.create(null) as Record<string, unknown>;
  const files = Object.create(null) as Record<string, UploadedFile>;
  try {
    const parts = request.parts({
      limits: {
        fileSize: Math.max(maxFileBytes, 1),
        files: accept.size + 2,
        fields: 60,
        fieldSize: 64 * 1024,
      },
    });
    for await (const part of parts) {
      // Multipart fields are not in request.body, where the app's hook looks for these.
      if (hasForbiddenCharacters(part.fieldname)) {
        throw new UnprocessableError(M.forbiddenCharacters, 'INVALID', null);
      }
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (hasForbiddenCharacters(value)) {
          throw new UnprocessableError(M.forbiddenCharacters, 'INVALID', null);
        }
        fields[part.fieldname] = value;
        continue;
      }
      if (!accept.has(part.fieldname)) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      files[part.fieldname] = {
        filename: part.filename,
        data: Buffer.concat(chunks),
        tooLarge: part.file.truncated,
      };
    }
  } catch (error) {
    if (error instanceof ClientError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (/^FST_(PARTS_LIMIT|FILES_LIMIT|FIELDS_LIMIT|REQ_FILE_TOO_LARGE)$/.test(code))
      throw new UnprocessableError(
        'The form could not be read: too many or too large parts.',
        'INVALID',
        null,
      );
    // Busboy's own errors (no boundary, a body cut short, a malformed part) carry no status: not our failure.
    throw new BadRequestError(M.unreadableBody);
  }
  return { fields: { ...fields }, files: { ...files } };
}

/**
 * The fields a call's descriptor declares in its body, as they arrive (JSON values, or text from a form): the route
 * reads each with its own rule and message. A field the descriptor does not declare is not there to read.
 */
export type BodyFields<Body extends RestBody | undefined> = {
  readonly [K in keyof RestBodyInput<Body>]?: unknown;
};

/** The body of a call (see readForm), its fields named by the call's descriptor. */
export async function readBody<Body extends RestBody>(
  request: FastifyRequest,
  _call: RestCall<z.ZodType, RestQuery | undefined, Body, string>,
): Promise<BodyFields<Body>> {
  return (await readForm(request)).fields;
}
