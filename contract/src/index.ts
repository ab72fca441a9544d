export * from './enums';
export * from './errors';
export * from './envelope';
export * from './permissions';
export * from './api/index';
export * from './config';
export * from './validation/index';
export * from './uploads';
