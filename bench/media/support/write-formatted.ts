import fs from 'node:fs';
import * as prettier from 'prettier';
import { writeResults } from '../../support/lighthouse-site';

/**
 * Writes a results block into a README, then formats the whole file with the repository's Prettier settings
 * (tables padded as Prettier pads them), so running the bench leaves `prettier --check` green.
 */
export async function writeFormatted(readmeFile: string, section: string, block: string): Promise<void> {
  writeResults(readmeFile, section, block);
  const options = (await prettier.resolveConfig(readmeFile)) ?? {};
  const text = fs.readFileSync(readmeFile, 'utf8');
  const formatted = await prettier.format(text, { ...options, filepath: readmeFile });
  if (formatted !== text) fs.writeFileSync(readmeFile, formatted);
}
