// The deck viewer must not carry the schema library: this contracts file has no zod in it, while the
// package's index pulls every schema in.
export * from '@claims/contracts/src/media-decks';
