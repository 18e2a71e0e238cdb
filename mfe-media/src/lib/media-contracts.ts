// The media templates and constants without the schema library (and without every other area's schemas, which
// the package's index would evaluate on this page too).
export * from '@claims/contracts/src/media-content';
