import { nextTask } from '../shared/lib/nextTask';

// The app in the browser, which src/main.tsx imports once the page has painted. Evaluating all of its code (about
// 210 kB gzip) would be one long task, during which the page takes no input (Lighthouse's Total Blocking Time).
// So the code comes in chunks (web/vite.config.ts, `appSteps`), requested together with this module and evaluated
// here one after the other, each in a task of its own.

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

void start(container);

async function start(root: HTMLElement) {
  // React and Emotion; Emotion takes over the server's <style> elements.
  await import('./steps/framework');
  await nextTask();
  // Chakra's styling system and the store's theme.
  await import('./theme');
  await nextTask();
  // Chakra, Apollo and the session around every screen.
  await import('./AppProviders');
  await nextTask();
  // The header, menus and footer around the store's screens.
  await import('./routes/RootLayout');
  await nextTask();
  // The routes and what the screens share; restores the server's answers, makes the theme and hydrates the page.
  const { hydrate } = await import('./hydrate');
  hydrate(root);
}
