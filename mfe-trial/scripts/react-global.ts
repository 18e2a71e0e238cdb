import React from 'react';

// tsx compiles the shared packages' TSX with the classic JSX runtime (their files sit outside this package's
// tsconfig), which reads a global React; the browser build uses the automatic runtime and needs none of this.
(globalThis as { React?: typeof React }).React = React;
