export * from './call.js';
export * from './customer/index.js';
export * from './fields.js';
export * from './staff/index.js';
