import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { viewports } from './support/browser.js';
import { expectFieldErrors, expectToast, toastMark } from './pages/common.js';
import { ContactPage } from './pages/shopping.js';
import { useJourney } from './support/journey.js';
import { newestMailTo } from './support/mail.js';
import { specText } from './support/spec-text.js';

// Journey 8: a visitor writes to the store, reads the static pages, and an unknown address shows the 404 page
// with its two ways out.

describe('contact, static pages and the 404 page', () => {
  const journey = useJourney({ name: '8-contact-pages' });

  it('sends a contact message after the form checks name, e-mail and subject', async () => {
    const { page } = journey;
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/contact');
    const contact = new ContactPage(page);
    await contact.main.getByText(specText.footerHours).first().waitFor();
    await contact.send();
    await expectFieldErrors(contact.main, [
      specText.contact.nameRequired,
      specText.contact.emailRequired,
      specText.contact.subjectRequired,
    ]);
    await contact.f('Your name').fill('Marcus Bell');
    await contact.f('Your e-mail').fill('marcus.bell@example');
    await contact.f('Subject').fill('Display case for the counter');
    await contact.send();
    await expectFieldErrors(contact.main, [specText.contact.emailInvalid]);
    await journey.shots('contact-errors');

    await contact.f('Your e-mail').fill('marcus.bell@bellsmokeshop.example.com');
    // The message is optional: sent without one.
    const mark = await toastMark(page);
    await contact.send();
    await expectToast(page, specText.contact.sent, { type: 'success', after: mark });
    // The store's inbox gets it (the reply goes to the sender).
    const mail = await newestMailTo('', { subject: /Display case for the counter/ });
    expect(mail.text).toContain('marcus.bell@bellsmokeshop.example.com');
    await journey.shots('contact-sent');
  });

  it('keeps the footer’s links in place once scrolled to, on a desktop and a phone, so a click lands on them', async () => {
    const { page } = journey;
    // The banner above the links arrives late and uncached (a route turns the cache off), as on a first visit.
    await page.route('**/storage/banners/**', async (route) => {
      await delay(300);
      await route.continue();
    });
    try {
      for (const size of [viewports.desktop, viewports.mobile]) {
        await page.setViewportSize(size);
        await page.goto('/');
        const moved = await page.evaluate(async () => {
          const links = document.querySelector('footer nav[aria-label="Store information"]')!;
          links.scrollIntoView({ block: 'end' });
          const before = links.getBoundingClientRect().y;
          // What was scrolled near lays out, and the banner arrives.
          await new Promise((done) => setTimeout(done, 1500));
          return Math.round(links.getBoundingClientRect().y - before);
        });
        expect(moved, `the links moved at ${size.width} px wide`).toBe(0);
      }
    } finally {
      await page.unroute('**/storage/banners/**');
      await page.setViewportSize(viewports.desktop);
    }
  });

  it('shows About Us, the Privacy Policy and the Terms with what the spec says they cover', async () => {
    const { page } = journey;
    const article = page.getByRole('main').getByRole('article');

    // Each is a link in the footer of every page.
    const footerPages = page.getByRole('contentinfo').getByRole('navigation', { name: 'Store information' });
    await page.goto('/');
    await footerPages.getByRole('link', { name: 'About Us' }).click();
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    expect(await footerPages.getByRole('link').allInnerTexts()).toEqual([
      'About Us',
      'Privacy Policy',
      'Terms and Conditions',
      'Contact Us',
    ]);
    expect(await article.innerText()).toMatch(/New Jersey[\s\S]*2023|2023[\s\S]*New Jersey/);
    await journey.shots('about-us');

    await page.goto('/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    const privacy = await article.innerText();
    for (const words of [/under 21/, /United States/, /California/, /thirty days/, /support ticket/, /@/])
      expect(privacy, String(words)).toMatch(words);
    await journey.shots('privacy-policy');

    await page.goto('/terms-and-conditions');
    await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    const sections = await article.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(sections).toHaveLength(20);
    expect(sections[0]).toMatch(/Online store terms/);
    expect(sections[17]).toMatch(/Governing law/);
    expect(sections[19]).toMatch(/Contact/);
    const terms = await article.innerText();
    expect(terms).toMatch(/laws of the United States/);
    expect(terms).toMatch(/\(\d{3}\) \d{3}-\d{4}/);
    await journey.shots('terms');
  });

  it('shows Page Not Found for an unknown address, with links home and to contact', async () => {
    const { page } = journey;
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: specText.notFound }).waitFor();
    await journey.shots('not-found');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: /contact/i }).click();
    await page.waitForURL('**/contact');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: specText.notFound }).waitFor();
    await main.getByRole('link', { name: /home/i }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
