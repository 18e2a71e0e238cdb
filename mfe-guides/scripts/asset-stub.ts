// The components import their illustrations; webpack inlines files this small as base64 data URLs (build-kit's
// asset rule), so in Node an imported .svg becomes the same data URL and the snapshot shows the same picture.
import fs from 'node:fs';

require.extensions['.svg'] = (module, filename) => {
  module.exports = `data:image/svg+xml;base64,${fs.readFileSync(filename).toString('base64')}`;
};
