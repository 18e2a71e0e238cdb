// Components from linked workspace packages are compiled by tsx with the classic JSX runtime, which expects a
// global React; the build's prerender provides it before loading them.
import React from 'react';

(globalThis as { React?: typeof React }).React = React;
