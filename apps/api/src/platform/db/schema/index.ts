export * from './audit-log.ts';
export * from './dev-mails.ts';
export * from './kyc-documents.ts';
export * from './ledger.ts';
export * from './merchants.ts';
export * from './sessions.ts';
export * from './shops.ts';
export * from './users.ts';
