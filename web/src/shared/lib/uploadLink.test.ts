import { ApolloClient, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../test/msw/server';
import { UploadLink } from './uploadLink';

const endpoint = 'http://localhost/graphql';

// A plain document (not a generated one): the link must work for any operation.
const Upload = parse(`
  mutation UploadTest($input: RegisterInput!) {
    register(input: $input) {
      message
    }
  }
`);

const Ping = parse(`
  query PingTest {
    productCount
  }
`);

interface Captured {
  contentType: string | null;
  preflight: string | null;
  form?: FormData;
  json?: unknown;
}

function capture() {
  const requests: Captured[] = [];
  server.use(
    http.post(endpoint, async ({ request }) => {
      const contentType = request.headers.get('content-type');
      const captured: Captured = { contentType, preflight: request.headers.get('apollo-require-preflight') };
      if (contentType?.startsWith('multipart/form-data')) captured.form = await request.formData();
      else captured.json = await request.json();
      requests.push(captured);
      return HttpResponse.json({
        data: captured.form
          ? { register: { __typename: 'RegisterPayload', message: 'Customer Registered Successfully' } }
          : { productCount: 63 },
      });
    }),
  );
  return requests;
}

/** What the link hands to `fetch`, before the network serialises it. */
const sent: RequestInit[] = [];

const client = () =>
  new ApolloClient({
    link: new UploadLink({
      uri: endpoint,
      fetch: (input, init) => {
        if (init) sent.push(init);
        return fetch(input, init);
      },
    }),
    cache: new InMemoryCache(),
  });

describe('upload link', () => {
  it('sends files as a GraphQL multipart request with the CSRF preflight header', async () => {
    const requests = capture();
    const tax = new File(['%PDF-1.7 tax'], 'tax.pdf', { type: 'application/pdf' });
    const tobacco = new File(['\x89PNG tobacco'], 'tobacco.png', { type: 'image/png' });

    const { data } = await client().mutate({
      mutation: Upload,
      variables: { input: { name: 'Ada', taxCertificate: tax, tobaccoCertificate: tobacco, mobile: null } },
    });

    expect(data).toEqual({
      register: { __typename: 'RegisterPayload', message: 'Customer Registered Successfully' },
    });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.preflight).toBe('true');

    const form = request?.form;
    expect([...(form?.keys() ?? [])]).toEqual(['operations', 'map', '0', '1']);
    const operations = JSON.parse(form?.get('operations') as string) as {
      operationName: string;
      query: string;
      variables: unknown;
    };
    expect(operations.operationName).toBe('UploadTest');
    expect(operations.query).toContain('register(input: $input)');
    expect(operations.variables).toEqual({
      input: { name: 'Ada', taxCertificate: null, tobaccoCertificate: null, mobile: null },
    });
    expect(JSON.parse(form?.get('map') as string)).toEqual({
      0: ['variables.input.taxCertificate'],
      1: ['variables.input.tobaccoCertificate'],
    });
    expect(await (form?.get('0') as File).text()).toBe('%PDF-1.7 tax');
    expect(await (form?.get('1') as File).text()).toBe('\x89PNG tobacco');
    // File names as the browser sends them (the test environment's fetch renames files from another realm).
    const body = sent.at(-1)?.body as FormData;
    expect((body.get('0') as File).name).toBe('tax.pdf');
    expect((body.get('1') as File).name).toBe('tobacco.png');
  });

  it('sends the same file once when it appears twice', async () => {
    const requests = capture();
    const file = new File(['%PDF'], 'both.pdf', { type: 'application/pdf' });

    await client().mutate({
      mutation: Upload,
      variables: { input: { taxCertificate: file, tobaccoCertificate: file } },
    });

    expect(JSON.parse(requests[0]?.form?.get('map') as string)).toEqual({
      0: ['variables.input.taxCertificate', 'variables.input.tobaccoCertificate'],
    });
  });

  it('sends everything else as plain JSON, without the preflight header', async () => {
    const requests = capture();

    const { data } = await client().query({ query: Ping });

    expect(data).toEqual({ productCount: 63 });
    expect(requests[0]?.contentType).toBe('application/json');
    expect(requests[0]?.preflight).toBeNull();
    expect(requests[0]?.json).toMatchObject({ operationName: 'PingTest', variables: {} });
  });
});
