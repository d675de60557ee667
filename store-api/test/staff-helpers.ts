import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createStaff } from '../src/services/staff-accounts.js';
import type { StaffRole } from '../src/services/staff-accounts.js';
import { PASSWORD, type TestStore } from './helpers.js';

let staffCount = 0;
let loginAddress = 0;

/** GET/POST under /api/staff with an optional bearer token. */
export function staffCall(
  store: TestStore,
  method: 'GET' | 'POST',
  pathAndQuery: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method,
    url: `/api/staff/${pathAndQuery.replace(/^\//, '')}`,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
  };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  return store.app.inject(request);
}

export async function staffLogin(store: TestStore, email: string, password: string): Promise<string> {
  // Each login from its own address, so failures a test provokes on purpose never throttle another.
  loginAddress += 1;
  const response = await staffCall(store, 'POST', 'login', {
    body: { email, password },
    headers: { 'x-forwarded-for': `10.200.${(loginAddress >> 8) & 255}.${loginAddress & 255}` },
  });
  if (response.statusCode !== 200)
    throw new Error(`staff login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { token: string } }>().data.token;
}

/** A staff member of the role with a password, signed in. */
export async function staffMember(
  store: TestStore,
  role: StaffRole,
): Promise<{ id: number; email: string; token: string }> {
  staffCount += 1;
  const email = `${role}${staffCount}-${Math.random().toString(36).slice(2, 8)}@staff.example.com`;
  const { staff } = await createStaff(store.db, {
    email,
    role,
    name: `${role} ${staffCount}`,
    password: PASSWORD,
  });
  return { id: staff.id, email, token: await staffLogin(store, email, PASSWORD) };
}
