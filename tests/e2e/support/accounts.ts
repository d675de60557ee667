import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { LoginPage } from '../pages/account.js';
import { staff } from './admin.js';
import { waitForAppOnLoad } from './browser.js';

export interface BuyerOptions {
  /** Names the buyer within the run, e.g. 'buying': one account per journey, so journeys never share a cart. */
  key: string;
  /** Created approved (the default) or pending. */
  approved?: boolean;
}

export interface BuyerAccount {
  key: string;
  id: number;
  email: string;
  password: string;
  name: string;
  company: string;
  username: string;
  approved: boolean;
}

/**
 * Meets the store's password rule: a lowercase and an uppercase letter, a digit and one of @$!%*#?&, 8 to 128
 * characters.
 */
export const buyerPassword = 'Buyer#2026x';

function authDir(): string {
  return path.join(inject('dataDir'), 'e2e-auth');
}

/**
 * A customer whose account is ready to log in, made once per run with the staff command (`npm run admin --
 * create-customer`) and remembered in DATA_DIR, so later journey files of the same run reuse it. The registration
 * journey covers the e-mailed path (register, approve, create account) end to end.
 */
export async function buyerAccount({ key, approved = true }: BuyerOptions): Promise<BuyerAccount> {
  const file = path.join(authDir(), `${key}.account.json`);
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as BuyerAccount;
  const name = `${key[0]!.toUpperCase()}${key.slice(1)} Buyer`;
  const email = `buyer-${key}@example.com`;
  const company = `${name.split(' ')[0]} Tobacco LLC`;
  const created = await staff.createCustomer({ email, password: buyerPassword, name, company, approved });
  const account: BuyerAccount = {
    key,
    id: created.id,
    email,
    password: buyerPassword,
    name,
    company,
    username: created.username,
    approved,
  };
  await mkdir(authDir(), { recursive: true });
  await writeFile(file, JSON.stringify(account, null, 2));
  return account;
}

/**
 * The buyer's logged-in browser state (session cookie and the age flag), made by logging in through the login
 * screen once per run and cached as a Playwright storageState file (as saleor-dashboard's journeys do).
 */
export async function loginState(browser: Browser, baseURL: string, buyer: BuyerAccount): Promise<string> {
  const file = path.join(authDir(), `${buyer.key}.storage.json`);
  if (existsSync(file)) return file;
  const context = await browser.newContext({ baseURL });
  try {
    await context.addInitScript(() => window.localStorage.setItem('olderThanTwentyOne', 'true'));
    const page = waitForAppOnLoad(await context.newPage());
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(buyer.email, buyer.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByRole('link', { name: 'My account' }).first().waitFor();
    await context.storageState({ path: file });
    return file;
  } finally {
    await context.close();
  }
}
