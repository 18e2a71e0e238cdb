/** `npm run bench -- guides`: the generator and list benchmarks of the guides area, one after the other. */
import { benchGenerator } from './generator';
import { benchList } from './list';

async function main() {
  await benchGenerator();
  await benchList();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
