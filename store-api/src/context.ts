import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
import type { StoreIdentity } from './mail/messages.js';

/** What the routes work with: built once in buildApp, passed down explicitly. */
export interface AppContext {
  db: Database;
  config: Config;
  mailer: Mailer;
  store: StoreIdentity;
}
