export * from './auth-constants.ts';
export * from './locales.ts';
export * from './roles.ts';
export * from './validation-messages.ts';
