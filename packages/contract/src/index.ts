export * from './enums.js';
export * from './errors.js';
export * from './crypto.js';
export * from './money.js';
export * from './schemas/common.js';
export * from './schemas/auth.js';
export * from './schemas/notifications.js';
export * from './schemas/platform.js';
