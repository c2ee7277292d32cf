export { performAction } from './perform';
export { listApplications, listDomains } from './list';
export { fieldsOfFile } from './fields';
export { letterUrl } from './admission';
export * from './types';
