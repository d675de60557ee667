import { withoutCost } from './gateway.js';

/** A file of a GraphQL multipart request, put at `path` of the variables (e.g. `input.certificate`). */
export interface MultipartFile {
  path: string;
  name: string;
  type: string;
  content: Buffer;
}

/** A GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec). */
export function multipartRequest(
  query: string,
  variables: Record<string, unknown>,
  files: readonly MultipartFile[],
): FormData {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append(
    'map',
    JSON.stringify(
      Object.fromEntries(files.map((file, index) => [String(index), [`variables.${file.path}`]])),
    ),
  );
  files.forEach((file, index) =>
    form.append(String(index), new Blob([file.content], { type: file.type }), file.name),
  );
  return form;
}

/** Sends a multipart request with the CSRF preflight header (or the headers given) and reads its JSON answer. */
export async function sendMultipart(
  gatewayUrl: string,
  form: FormData,
  headers: Record<string, string> = { 'apollo-require-preflight': 'true' },
) {
  const response = await fetch(`${gatewayUrl}/graphql`, { method: 'POST', body: form, headers });
  const answer = (await response.json()) as {
    data?: unknown;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
    extensions?: Record<string, unknown>;
  };
  // The cost every answer carries is cost-limits.test.ts's to check.
  return { status: response.status, body: withoutCost(answer).body };
}
