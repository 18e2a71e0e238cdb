/**
 * Preloaded (`--require`) into a render worker process by the worker-process test: the process kills itself
 * with SIGKILL, as the kernel's OOM killer or a lost machine would, during its DIE_DURING_RENDER-th render.
 */
const resvg = require('@resvg/resvg-js');

const dieAt = Number(process.env.DIE_DURING_RENDER);
let renders = 0;
const Original = resvg.Resvg;
resvg.Resvg = class extends Original {
  render() {
    renders += 1;
    if (renders === dieAt) process.kill(process.pid, 'SIGKILL');
    return super.render();
  }
};
