import { chromium } from 'playwright-core';
const [,, ...steps] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(process.env.W ?? 1366), height: Number(process.env.H ?? 900) } });
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text().slice(0, 300)); });
page.on('pageerror', (e) => console.log('pageerror', e.message));
const base = 'http://127.0.0.1:4000';
await page.goto(base + '/staff/login');
await page.getByLabel('Email').fill(process.env.EMAIL ?? 'boss@store.test');
await page.getByLabel('Password', { exact: true }).fill('Staff@2026pass');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForTimeout(1500);
console.log('after login', page.url());
for (const step of steps) {
  if (step.startsWith('/')) { await page.goto(base + step); await page.waitForTimeout(1500); }
  else if (step.startsWith('click:')) { await page.getByRole(step.split(':')[1], { name: step.split(':')[2] }).first().click(); await page.waitForTimeout(1200); }
  else if (step.startsWith('shot:')) { await page.screenshot({ path: `/tmp/shots/${step.slice(5)}.png`, fullPage: true }); }
  console.log(step, page.url(), (await page.title()));
}
await browser.close();
