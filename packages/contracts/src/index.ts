export * from './auth.ts';
export * from './collections.ts';
export * from './developers.ts';
export * from './errors.ts';
export * from './rules.ts';
export * from './shops.ts';
export * from './transactions.ts';
export * from './webhooks.ts';
