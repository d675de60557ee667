import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
import type { StoreIdentity } from './mail/messages.js';
import type { CertificateStore } from './services/certificate-store.js';

/** What the routes work with: built once in buildApp, passed down explicitly. */
export interface AppContext {
  db: Database;
  config: Config;
  /** Where certificate files are kept: DATA_DIR/uploads, or the S3 bucket every instance shares. */
  certificates: CertificateStore;
  mailer: Mailer;
  store: StoreIdentity;
}
