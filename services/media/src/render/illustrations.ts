import type { ApplianceKind, Symptom } from './words';

/**
 * Hand-drawn appliance illustrations and scene badges as SVG fragments. Every appliance is drawn in a
 * 400 × 420 box standing on y = 400; badges in a 160 × 160 box. Colours come from the frame's palette.
 */
export type Ink = { line: string; body: string; panel: string; accent: string; accentSoft: string };

const stroke = (ink: Ink, width = 6) =>
  `stroke="${ink.line}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;

const shadow = (cx: number, width: number) =>
  `<ellipse cx="${cx}" cy="404" rx="${width / 2}" ry="12" fill="#0f172a" fill-opacity="0.18"/>`;

function refrigerator(ink: Ink): string {
  return `${shadow(200, 220)}
  <rect x="100" y="20" width="200" height="380" rx="18" fill="${ink.body}" ${stroke(ink)}/>
  <line x1="100" y1="150" x2="300" y2="150" ${stroke(ink)}/>
  <rect x="262" y="62" width="14" height="66" rx="7" fill="${ink.panel}" ${stroke(ink, 4)}/>
  <rect x="262" y="180" width="14" height="110" rx="7" fill="${ink.panel}" ${stroke(ink, 4)}/>
  <rect x="128" y="52" width="74" height="40" rx="8" fill="${ink.accent}"/>
  <rect x="138" y="62" width="30" height="8" rx="4" fill="#ffffff"/>
  <rect x="138" y="76" width="48" height="6" rx="3" fill="#ffffff" fill-opacity="0.7"/>
  <rect x="118" y="396" width="26" height="10" rx="3" fill="${ink.line}"/>
  <rect x="256" y="396" width="26" height="10" rx="3" fill="${ink.line}"/>`;
}

function washer(ink: Ink): string {
  return `${shadow(200, 280)}
  <rect x="70" y="70" width="260" height="330" rx="18" fill="${ink.body}" ${stroke(ink)}/>
  <line x1="70" y1="130" x2="330" y2="130" ${stroke(ink)}/>
  <circle cx="112" cy="100" r="14" fill="${ink.panel}" ${stroke(ink, 4)}/>
  <rect x="150" y="90" width="70" height="20" rx="6" fill="${ink.accent}"/>
  <circle cx="262" cy="100" r="7" fill="${ink.line}"/><circle cx="290" cy="100" r="7" fill="${ink.line}"/>
  <circle cx="200" cy="262" r="96" fill="${ink.panel}" ${stroke(ink)}/>
  <circle cx="200" cy="262" r="70" fill="${ink.accentSoft}" ${stroke(ink, 4)}/>
  <path d="M134 270 Q 167 246 200 270 T 266 270 L 266 300 Q 233 340 200 332 Q 160 330 138 300 Z" fill="${ink.accent}" fill-opacity="0.75"/>
  <path d="M160 220 Q 175 205 196 204" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" stroke-opacity="0.85"/>`;
}

function dryer(ink: Ink): string {
  return `${shadow(200, 280)}
  <rect x="70" y="70" width="260" height="330" rx="18" fill="${ink.body}" ${stroke(ink)}/>
  <line x1="70" y1="130" x2="330" y2="130" ${stroke(ink)}/>
  <circle cx="112" cy="100" r="14" fill="${ink.panel}" ${stroke(ink, 4)}/>
  <circle cx="152" cy="100" r="14" fill="${ink.panel}" ${stroke(ink, 4)}/>
  <rect x="200" y="90" width="96" height="20" rx="6" fill="${ink.accent}"/>
  <circle cx="200" cy="262" r="96" fill="${ink.panel}" ${stroke(ink)}/>
  <circle cx="200" cy="262" r="70" fill="${ink.line}" fill-opacity="0.85"/>
  <path d="M160 300 q 10 -20 0 -40 q -10 -20 0 -40 M200 300 q 10 -20 0 -40 q -10 -20 0 -40 M240 300 q 10 -20 0 -40 q -10 -20 0 -40" fill="none" stroke="${ink.accent}" stroke-width="7" stroke-linecap="round"/>
  <path d="M330 330 h 40 v 70" fill="none" stroke="${ink.line}" stroke-width="16" stroke-linecap="round" stroke-opacity="0.5"/>`;
}

function hvac(ink: Ink): string {
  const fins = Array.from({ length: 9 }, (_, i) => {
    const y = 150 + i * 24;
    return `<line x1="48" y1="${y}" x2="92" y2="${y}" stroke="${ink.line}" stroke-width="4" stroke-opacity="0.55"/><line x1="308" y1="${y}" x2="352" y2="${y}" stroke="${ink.line}" stroke-width="4" stroke-opacity="0.55"/>`;
  }).join('');
  const blades = [0, 90, 180, 270]
    .map(
      (angle) =>
        `<path d="M200 262 C 215 222, 250 212, 262 232 C 250 250, 222 258, 200 262 Z" fill="${ink.accent}" transform="rotate(${angle} 200 262)"/>`,
    )
    .join('');
  return `${shadow(200, 340)}
  <rect x="30" y="120" width="340" height="280" rx="16" fill="${ink.body}" ${stroke(ink)}/>
  ${fins}
  <circle cx="200" cy="262" r="104" fill="${ink.panel}" ${stroke(ink)}/>
  ${blades}
  <circle cx="200" cy="262" r="16" fill="${ink.line}"/>
  <circle cx="200" cy="262" r="104" fill="none" stroke="${ink.line}" stroke-width="3" stroke-dasharray="4 10"/>
  <rect x="300" y="40" width="64" height="64" rx="32" fill="${ink.body}" ${stroke(ink, 5)}/>
  <path d="M312 80 A 20 20 0 1 1 352 80" fill="none" stroke="${ink.accent}" stroke-width="6" stroke-linecap="round"/><line x1="332" y1="72" x2="344" y2="60" stroke="${ink.line}" stroke-width="4" stroke-linecap="round"/>`;
}

function waterHeater(ink: Ink): string {
  return `${shadow(200, 200)}
  <path d="M150 40 v -24 M250 40 v -24" stroke="${ink.line}" stroke-width="14" stroke-linecap="round"/>
  <rect x="138" y="8" width="24" height="12" rx="3" fill="${ink.accent}"/><rect x="238" y="8" width="24" height="12" rx="3" fill="#dc2626"/>
  <rect x="110" y="36" width="180" height="364" rx="60" fill="${ink.body}" ${stroke(ink)}/>
  <rect x="110" y="120" width="180" height="26" fill="${ink.accent}" fill-opacity="0.85"/>
  <rect x="160" y="290" width="80" height="56" rx="10" fill="${ink.panel}" ${stroke(ink, 4)}/>
  <circle cx="200" cy="318" r="14" fill="${ink.accent}" ${stroke(ink, 3)}/>
  <path d="M200 318 l 9 -6" stroke="${ink.line}" stroke-width="4" stroke-linecap="round"/>`;
}

function dishwasher(ink: Ink): string {
  const plates = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x="${118 + i * 34}" y="196" width="12" height="84" rx="6" fill="${ink.accentSoft}" ${stroke(ink, 3)}/>`,
    )
    .join('');
  return `${shadow(200, 280)}
  <rect x="70" y="60" width="260" height="340" rx="14" fill="${ink.body}" ${stroke(ink)}/>
  <rect x="70" y="60" width="260" height="52" rx="14" fill="${ink.panel}" ${stroke(ink)}/>
  <rect x="230" y="76" width="72" height="18" rx="5" fill="${ink.accent}"/>
  <circle cx="104" cy="86" r="8" fill="${ink.line}"/><circle cx="132" cy="86" r="8" fill="${ink.line}"/>
  <rect x="150" y="128" width="100" height="14" rx="7" fill="${ink.panel}" ${stroke(ink, 4)}/>
  <rect x="96" y="170" width="208" height="200" rx="10" fill="${ink.panel}" fill-opacity="0.6" ${stroke(ink, 4)}/>
  ${plates}
  <line x1="104" y1="290" x2="296" y2="290" ${stroke(ink, 5)}/>`;
}

function oven(ink: Ink): string {
  return `${shadow(200, 300)}
  <rect x="60" y="70" width="280" height="330" rx="14" fill="${ink.body}" ${stroke(ink)}/>
  <ellipse cx="130" cy="70" rx="44" ry="10" fill="${ink.line}" fill-opacity="0.75"/>
  <ellipse cx="270" cy="70" rx="44" ry="10" fill="${ink.line}" fill-opacity="0.75"/>
  <line x1="60" y1="130" x2="340" y2="130" ${stroke(ink)}/>
  ${[100, 150, 200, 250, 300].map((x) => `<circle cx="${x}" cy="100" r="11" fill="${ink.panel}" ${stroke(ink, 4)}/>`).join('')}
  <rect x="100" y="160" width="200" height="14" rx="7" fill="${ink.panel}" ${stroke(ink, 4)}/>
  <rect x="96" y="196" width="208" height="150" rx="12" fill="${ink.line}" fill-opacity="0.85"/>
  <rect x="112" y="212" width="176" height="118" rx="8" fill="${ink.accent}" fill-opacity="0.35"/>
  <path d="M140 300 h 120" stroke="${ink.accent}" stroke-width="8" stroke-linecap="round"/>`;
}

function microwave(ink: Ink): string {
  const keys = Array.from({ length: 9 }, (_, i) => {
    const x = 282 + (i % 3) * 18;
    const y = 210 + Math.floor(i / 3) * 20;
    return `<rect x="${x}" y="${y}" width="12" height="12" rx="3" fill="${ink.line}" fill-opacity="0.7"/>`;
  }).join('');
  return `${shadow(200, 340)}
  <rect x="30" y="150" width="340" height="220" rx="16" fill="${ink.body}" ${stroke(ink)}/>
  <rect x="56" y="176" width="200" height="168" rx="10" fill="${ink.line}" fill-opacity="0.85"/>
  <ellipse cx="156" cy="310" rx="70" ry="14" fill="${ink.accent}" fill-opacity="0.6"/>
  <rect x="278" y="176" width="64" height="24" rx="5" fill="${ink.accent}"/>
  ${keys}
  <rect x="0" y="370" width="400" height="30" rx="6" fill="${ink.panel}" ${stroke(ink, 4)}/>`;
}

function home(ink: Ink): string {
  return `${shadow(200, 320)}
  <path d="M40 200 L200 60 L360 200" fill="none" ${stroke(ink, 10)}/>
  <rect x="70" y="190" width="260" height="210" fill="${ink.body}" ${stroke(ink)}/>
  <rect x="170" y="290" width="60" height="110" rx="6" fill="${ink.accent}" ${stroke(ink, 5)}/>
  <rect x="96" y="226" width="56" height="56" rx="6" fill="${ink.accentSoft}" ${stroke(ink, 5)}/>
  <rect x="248" y="226" width="56" height="56" rx="6" fill="${ink.accentSoft}" ${stroke(ink, 5)}/>
  <rect x="270" y="80" width="34" height="70" fill="${ink.panel}" ${stroke(ink, 5)}/>`;
}

const drawings: Record<ApplianceKind | 'home', (ink: Ink) => string> = {
  refrigerator,
  washer,
  dryer,
  hvac,
  water_heater: waterHeater,
  dishwasher,
  oven,
  microwave,
  home,
};

export function applianceDrawing(kind: ApplianceKind | 'home', ink: Ink): string {
  return drawings[kind](ink);
}

/* Scene effects drawn over the appliance (same 400 × 420 box). */

export function troubleEffect(symptom: Symptom | undefined, ink: Ink): string {
  switch (symptom) {
    case 'leak':
    case 'drain':
      return `<path d="M300 330 q 14 24 0 34 q -14 -10 0 -34 Z M330 300 q 12 20 0 29 q -12 -9 0 -29 Z" fill="#0ea5e9" stroke="${ink.line}" stroke-width="3"/>
      <ellipse cx="300" cy="410" rx="96" ry="14" fill="#0ea5e9" fill-opacity="0.55"/>`;
    case 'warm':
      return `<rect x="336" y="150" width="24" height="120" rx="12" fill="#ffffff" stroke="${ink.line}" stroke-width="4"/>
      <rect x="342" y="180" width="12" height="86" rx="6" fill="#dc2626"/><circle cx="348" cy="280" r="20" fill="#dc2626" stroke="${ink.line}" stroke-width="4"/>`;
    case 'cold':
      return `<g transform="translate(346 210)" stroke="#0284c7" stroke-width="7" stroke-linecap="round">
      <line x1="-34" y1="0" x2="34" y2="0"/><line x1="-17" y1="-29" x2="17" y2="29"/><line x1="-17" y1="29" x2="17" y2="-29"/></g>`;
    case 'noise':
      return `<path d="M330 170 q 22 30 0 60 M356 150 q 36 50 0 100 M382 130 q 50 70 0 140" fill="none" stroke="#dc2626" stroke-width="7" stroke-linecap="round"/>`;
    case 'burning':
      return `<path d="M160 60 q -26 -30 0 -60 M200 56 q -26 -30 0 -60 M240 60 q -26 -30 0 -60" fill="none" stroke="#64748b" stroke-width="9" stroke-linecap="round" stroke-opacity="0.8"/>`;
    case 'power':
      return `<path d="M350 120 l -34 72 h 28 l -20 64 l 52 -86 h -30 l 22 -50 Z" fill="#facc15" stroke="${ink.line}" stroke-width="4" stroke-linejoin="round"/>`;
    default:
      return '';
  }
}

/** A round badge (160 × 160) naming the scene: alert, scan, tools, done. */
export function sceneBadge(scene: 'problem' | 'diagnosis' | 'repair' | 'outcome', ink: Ink): string {
  const ring = (fill: string) =>
    `<circle cx="80" cy="80" r="74" fill="${fill}" stroke="#ffffff" stroke-width="8"/>`;
  switch (scene) {
    case 'problem':
      return `${ring('#dc2626')}<path d="M80 34 L124 112 H36 Z" fill="#ffffff"/><rect x="75" y="60" width="10" height="30" rx="4" fill="#dc2626"/><circle cx="80" cy="100" r="6" fill="#dc2626"/>`;
    case 'diagnosis':
      return `${ring(ink.accent)}<rect x="52" y="34" width="56" height="92" rx="10" fill="#ffffff"/><rect x="60" y="46" width="40" height="58" rx="4" fill="${ink.line}"/>
      <path d="M66 76 l 10 10 l 18 -22" fill="none" stroke="#22c55e" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><circle cx="80" cy="115" r="4" fill="${ink.line}"/>`;
    case 'repair':
      return `${ring(ink.line)}<g transform="rotate(-45 80 80)"><rect x="72" y="36" width="16" height="76" rx="6" fill="#ffffff"/><circle cx="80" cy="38" r="20" fill="#ffffff"/><rect x="73" y="14" width="14" height="22" fill="${ink.line}"/></g>
      <g transform="rotate(45 80 80)"><rect x="75" y="30" width="10" height="54" rx="3" fill="#facc15"/><rect x="70" y="84" width="20" height="40" rx="6" fill="#facc15"/></g>`;
    case 'outcome':
      return `${ring('#16a34a')}<path d="M46 82 l 22 22 l 46 -48" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
}

/** The company's mark: a shield with a check, 56 × 56. */
export function brandMark(fill: string, check: string): string {
  return `<path d="M28 2 L52 11 V28 C52 42 42 51 28 55 C14 51 4 42 4 28 V11 Z" fill="${fill}"/>
  <path d="M17 29 l 8 8 l 15 -16" fill="none" stroke="${check}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
}
