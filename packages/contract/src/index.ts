export * from './codes.js';
export * from './limits.js';
export * from './messages.js';
export * from './money.js';
export * from './rules.js';
export * from './slug.js';
export * from './expiry.js';
export * from './catalog.js';
