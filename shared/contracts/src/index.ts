export * from './errors';
export * from './auth';
export * from './routes';
export * from './site';
export * from './guides';
export * from './marketing';
export * from './media';
export * from './media-decks';
