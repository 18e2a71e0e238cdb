// Federation runtime plugin bundled into the shell: hands the shell's own copy of the federation runtime to
// the remotes, which are built without one (`experiments.externalRuntime`) and read it from this global.
// Each remote entry then stays small and reuses code the browser has already compiled for the shell.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
