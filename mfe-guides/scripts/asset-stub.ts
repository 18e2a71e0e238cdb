// The snapshot never shows a guide picture (the grid is still loading), but the components import their
// illustrations: in Node an imported .svg stands for its file name.
import path from 'node:path';

const extensions = require.extensions as Record<
  string,
  (module: { exports: unknown }, filename: string) => void
>;
extensions['.svg'] = (module, filename) => {
  module.exports = path.basename(filename);
};
