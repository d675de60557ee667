import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installContract } from './support/contract.js';
import { FakeStore } from './support/fake-store.js';
import { startGateway, type RunningGateway } from './support/gateway.js';
import { multipartRequest, sendMultipart, type MultipartFile } from './support/multipart.js';

let store: FakeStore;
let gw: RunningGateway;

beforeAll(async () => {
  store = await FakeStore.start();
  installContract(store);
  gw = await startGateway(store.apiUrl);
});
afterAll(async () => {
  await gw.close();
  await store.close();
});
beforeEach(() => store.reset());

const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { customer { id } userErrors { code field message } } }`;
const FIELDS = {
  name: 'Dan',
  email: 'dan@shop.example',
  password: 'Secret#123',
  companyName: 'Dan Cigars',
  address: '5 Elm St',
  city: 'Trenton',
  countryId: '1',
  stateId: '31',
  postcode: '08608',
  phone: '6095550100',
  tobaccoLicenseNumber: 'TOB-9',
  membershipCategoryId: '2',
};

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300_000)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(50_000),
]);

function multipart(files: MultipartFile[]): FormData {
  const input: Record<string, unknown> = { ...FIELDS };
  for (const file of files) input[file.path] = null;
  return multipartRequest(
    REGISTER,
    { input },
    files.map((file) => ({ ...file, path: `input.${file.path}` })),
  );
}

const send = (form: FormData, headers?: Record<string, string>) => sendMultipart(gw.url, form, headers);

describe('certificate uploads', () => {
  it('arrive at store-api intact, as multipart with the REST field names', async () => {
    const response = await send(
      multipart([
        { path: 'taxCertificate', name: 'tax.pdf', type: 'application/pdf', content: PDF },
        { path: 'tobaccoCertificate', name: 'licence.png', type: 'image/png', content: PNG },
      ]),
    );
    expect(response.body).toEqual({
      data: { register: { customer: { id: '200' }, userErrors: [] } },
    });
    const form = store.callsTo('register')[0]?.body as FormData;
    const tax = form.get('tax_certificate') as File;
    const tobacco = form.get('tob_certificate') as File;
    expect(tax.name).toBe('tax.pdf');
    expect(tax.type).toBe('application/pdf');
    expect(Buffer.from(await tax.arrayBuffer()).equals(PDF)).toBe(true);
    expect(tobacco.name).toBe('licence.png');
    expect(Buffer.from(await tobacco.arrayBuffer()).equals(PNG)).toBe(true);
    expect(form.get('tob_license_no')).toBe('TOB-9');
  });

  it('need the CSRF preflight header, like every multipart request', async () => {
    const response = await send(
      multipart([{ path: 'taxCertificate', name: 'tax.pdf', type: 'application/pdf', content: PDF }]),
      {},
    );
    expect(response.status).toBe(400);
    expect(store.callsTo('register')).toHaveLength(0);
  });

  it('are refused above 10 MB, as INVALID beside the field', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await send(
      multipart([{ path: 'taxCertificate', name: 'tax.pdf', type: 'application/pdf', content: big }]),
    );
    expect(response.body).toEqual({
      data: {
        register: {
          customer: null,
          userErrors: [
            {
              code: 'INVALID',
              field: ['input', 'taxCertificate'],
              message: 'The tax certificate must not be larger than 10 MB.',
            },
          ],
        },
      },
    });
    expect(store.callsTo('register')).toHaveLength(0);
  });

  it('are refused beyond two files', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: REGISTER, variables: { input: FIELDS } }));
    form.append('map', JSON.stringify({ 0: ['variables.a'], 1: ['variables.b'], 2: ['variables.c'] }));
    for (const index of [0, 1, 2])
      form.append(String(index), new Blob([PNG], { type: 'image/png' }), `${index}.png`);
    const response = await send(form);
    expect(response.status).toBe(413);
    expect(store.callsTo('register')).toHaveLength(0);
  });
});
