export * from './call.js';
export * from './customer/index.js';
export * from './fields.js';
