// The snapshot never shows a guide picture (the grid is still loading), but the components import their
// illustrations: in Node an imported .svg stands for its file name.
import path from 'node:path';

require.extensions['.svg'] = (module, filename) => {
  module.exports = path.basename(filename);
};
