import type { TestProject } from 'vitest/node';
import { findChromium } from './support/browser.js';
import { startStore } from './support/store.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  findChromium(); // fail first, with the install hint, when there is no browser
  const store = await startStore('e2e');
  project.provide('baseURL', store.baseURL);
  project.provide('dataDir', store.dataDir);
  return () => store.stop();
}
