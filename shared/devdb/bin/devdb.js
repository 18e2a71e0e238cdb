#!/usr/bin/env node
// Runs the compiled CLI; `npm run build -w @claims/devdb` produces it (npm install does so too).
require('../dist/cli').main();
