import { UPLOAD } from './limits.js';
import { messages } from './messages.js';

/**
 * Documents staff attach to a registration (what the business sent back after a request for information): PDF,
 * JPEG or PNG recognised by their first bytes like certificates, as large as a certificate may be, a bounded number
 * per registration.
 */
export const REGISTRATION_DOCUMENTS = {
  maxBytes: UPLOAD.maxBytes,
  maxPerRegistration: 20,
  accept: UPLOAD.accept,
  messages: {
    required: 'Please choose the document to attach.',
    type: messages.certificateType('document'),
    size: messages.certificateSize('document', UPLOAD.maxBytes),
    tooMany: 'This registration already has 20 documents: no more can be attached.',
  },
} as const;
