import { spawn } from 'node:child_process';
import { inject } from 'vitest';
import { repoRoot } from '../../support/processes.js';

export interface AdminResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a staff command the way staff do, `npm run admin -- <args>`, against the store the journeys started: the
 * same DATA_DIR, so the command hands its work to the running store-api over the admin socket in that directory
 * (PGlite lets one process open the database).
 */
export async function admin(args: string[]): Promise<AdminResult> {
  const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: inject('dataDir'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exitCode = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code ?? 1));
  });
  return { exitCode, stdout, stderr };
}

/** Runs a command with --json and returns its parsed answer; throws with the command's output when it fails. */
export async function adminJson<T>(args: string[]): Promise<T> {
  const result = await admin([...args, '--json']);
  if (result.exitCode !== 0)
    throw new Error(
      `npm run admin -- ${args.join(' ')} failed (exit ${result.exitCode}):\n${result.stdout}${result.stderr}`,
    );
  try {
    return JSON.parse(result.stdout) as T;
  } catch {
    throw new Error(
      `npm run admin -- ${args.join(' ')} --json printed no JSON:\n${result.stdout}${result.stderr}`,
    );
  }
}

export interface AdminCustomer {
  id: number;
  email: string;
  status: string;
  username?: string | null;
}

export interface AdminOrderLine {
  id: number;
  fulfillment_status: string | null;
}

export interface AdminOrder {
  id: number;
  order_status: string;
  line_items: AdminOrderLine[];
}

export const staff = {
  customers: (status?: 'pending' | 'approved' | 'rejected') =>
    adminJson<AdminCustomer[]>(status ? ['customers', '--status', status] : ['customers']),
  approve: (who: string) => adminJson<{ email: string; link?: string }>(['approve', who]),
  reject: (who: string) => adminJson<{ email: string }>(['reject', who]),
  createCustomer: (input: {
    email: string;
    password: string;
    name: string;
    company: string;
    approved: boolean;
  }) =>
    adminJson<{ id: number; username: string; email: string }>([
      'create-customer',
      '--email',
      input.email,
      '--password',
      input.password,
      '--name',
      input.name,
      '--company',
      input.company,
      ...(input.approved ? ['--approved'] : []),
    ]),
  /** A staff member who signs in with `password` (the journeys' way; a real one gets a one-time link). */
  createStaff: (email: string, role: 'admin' | 'sales' | 'warehouse', password: string) =>
    admin(['create-staff', email, '--role', role, '--password', password]).then((result) => {
      if (result.exitCode !== 0 && !/exists already/.test(result.stdout + result.stderr))
        throw new Error(`create-staff ${email} failed:\n${result.stdout}${result.stderr}`);
    }),
  order: (id: string | number) => adminJson<AdminOrder>(['order', String(id)]),
  /** Moves the order through each status in turn, one step of the flow each, as the staff screens do. */
  setOrderStatus: (id: string | number, ...statuses: string[]) =>
    adminJson<unknown>(['order-status', String(id), ...statuses]),
  /** Sets a customer's licence and tax certificate expiry dates (YYYY-MM-DD, the store's New York calendar). */
  customerLicence: (who: string, dates: { tobacco?: string; tax?: string }) =>
    adminJson<{ id: number; tobacco_license_expires_on: string | null; tax_id_expires_on: string | null }>([
      'customer-licence',
      who,
      ...(dates.tobacco ? ['--tobacco-expiry', dates.tobacco] : []),
      ...(dates.tax ? ['--tax-expiry', dates.tax] : []),
    ]),
  /** The expiry reminders due today, e-mailed now (store-api sends them hourly by itself). */
  licenceReminders: () => adminJson<{ sent: number }>(['licence-reminders']),
  fulfill: (id: string | number, line: string | number = 'all') =>
    adminJson<{ lines: number }>(['fulfill', String(id), String(line)]),
};
