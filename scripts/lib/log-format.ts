/** Readable terminal lines from the services' pino JSON (development); anything else passes through unchanged. */

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const levelColours: Record<number, string> = { 10: '90', 20: '90', 30: '32', 40: '33', 50: '31', 60: '35' };
/** Fields every line has, or that the line's own text already says. */
const quietFields = new Set(['level', 'time', 'pid', 'hostname', 'name', 'msg', 'v', 'reqId']);

const colour = (code: string, text: string, enabled: boolean) =>
  enabled ? `\x1b[${code}m${text}\x1b[0m` : text;

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8);
}

function describe(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  const text = JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}

/** `12:00:01 INFO  message key=value …` (and the error's message and first stack lines for errors). */
export function formatLogLine(line: string, options: { colours: boolean }): string {
  if (!line.startsWith('{')) return line;
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  if (typeof entry.level !== 'number') return line;
  const level = entry.level;
  const label = (levelNames[level] ?? String(level)).padEnd(5);
  const parts = [
    colour('90', clock(entry.time), options.colours),
    colour(levelColours[level] ?? '0', label, options.colours),
  ];
  if (typeof entry.msg === 'string') parts.push(entry.msg);
  const err = entry.err as { message?: string; stack?: string } | undefined;
  const extras = Object.entries(entry)
    .filter(([key]) => !quietFields.has(key) && key !== 'err')
    .map(([key, value]) => `${colour('90', `${key}=`, options.colours)}${describe(value)}`);
  parts.push(...extras);
  let text = parts.join(' ');
  if (err?.message) {
    text += `\n    ${colour('31', err.message, options.colours)}`;
    if (level >= 50 && err.stack) {
      const frames = err.stack
        .split('\n')
        .slice(1, 4)
        .map((frame) => `    ${frame.trim()}`);
      text += `\n${frames.join('\n')}`;
    }
  }
  return text;
}
