export * from './messages';
export * from './fields';
export * from './password';
export * from './schemas';
